/** The part of s3rver (a local S3 for the photo store's tests) they use; the package ships no types. */
declare module 's3rver' {
	type Options = {
		port: number
		address: string
		silent?: boolean
		/** Where its objects are kept. */
		directory: string
		configureBuckets?: Array<{ name: string; configs: string[] }>
	}
	export default class S3rver {
		constructor(options: Options)
		run(): Promise<{ address: string; port: number }>
		close(): Promise<void>
	}
}
