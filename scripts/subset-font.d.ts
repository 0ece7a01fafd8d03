declare module 'subset-font' {
	type Axis = number | { min: number; max: number; default?: number }
	export default function subsetFont(
		font: Uint8Array,
		text: string,
		options?: { targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype'; variationAxes?: Record<string, Axis> },
	): Promise<Buffer>
}
