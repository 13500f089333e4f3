// The route tree without the signed-in areas, written by build/public-route-tree.ts at each build
// and dev start (beside the full src/routeTree.gen.ts). Its routes' types are the full tree's.
import type { AnyRoute } from '@tanstack/react-router'

export declare const routeTree: AnyRoute
