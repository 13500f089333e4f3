/**
 * A Vite plugin: writes `src/routeTree.public.gen.js`, the route tree without the signed-in areas
 * (src/lib/signed-in-areas.ts), beside the full `src/routeTree.gen.ts` TanStack Start writes. The
 * browser's entry starts from this one and loads the full tree only on the way into an area
 * (src/route-tree.client.ts, decision 050): every route otherwise adds its path, options and chunk
 * names to the entry of every public page. The same generator as Start's, so the two trees agree;
 * without types, since the full tree declares them all once.
 */
import { Generator, getConfig } from '@tanstack/router-generator'
import { normalize } from 'node:path'
import type { Plugin } from 'vite'
import { SIGNED_IN_AREAS } from '../src/lib/signed-in-areas.ts'

export const PUBLIC_ROUTE_TREE = 'src/routeTree.public.gen.js'

export function publicRouteTree(): Plugin {
  let generator: Generator | undefined
  const generate = async (event?: { path: string; type: 'create' | 'update' | 'delete' }) => {
    await generator?.run(event)
  }
  return {
    name: 'public-route-tree',
    enforce: 'pre',
    async configResolved(config) {
      generator = new Generator({
        root: config.root,
        config: getConfig(
          {
            routesDirectory: 'src/routes',
            generatedRouteTree: PUBLIC_ROUTE_TREE,
            // Each area's folder at the top of src/routes (a dirent's name, at any depth: none other has these names).
            routeFileIgnorePattern: `^(${SIGNED_IN_AREAS.join('|')})$`,
            disableTypes: true,
            disableLogging: true,
          },
          config.root,
        ),
      })
      await generate()
    },
    async watchChange(id, { event }) {
      await generate({ path: normalize(id), type: event })
    },
  }
}
