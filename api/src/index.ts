import { createApiApp } from './app.ts'

export default createApiApp() satisfies ExportedHandler<import('./env.ts').ApiBindings>
