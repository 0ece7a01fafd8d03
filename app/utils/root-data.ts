import { useRouteLoaderData } from 'react-router'
import type { loader } from '../root.tsx'

/** The root loader's data; undefined only when the root loader itself failed. */
export const useRootData = () => useRouteLoaderData<typeof loader>('root')
