import handler from '@tanstack/react-start/server-entry'
import { createBff } from '../bff/app.ts'

// The web Worker: Hono (the BFF) answers /api/*, TanStack Start renders every page.
export default createBff({ renderPage: (request) => handler.fetch(request) })
