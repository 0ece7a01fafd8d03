/** `vnu-jar` ships no types: its default export is the path of vnu.jar (a String object). */
declare module 'vnu-jar' {
	const jarPath: string
	export default jarPath
}
