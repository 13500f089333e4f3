/** Printed by `npm start` / `npm run dev`: where the two demo funeral homes answer. */
import { demoCompanies } from '#api/seed/demo.ts'
import { demoHosts } from './demo-hosts.ts'

const PORT = 8787
console.log('\nThe demo funeral homes:')
for (const company of demoCompanies(demoHosts())) {
  for (const host of company.hosts) console.log(`  ${company.name.padEnd(32)} http://${host}:${PORT}`)
}
console.log(`  Draft (preview) of any site: add ?preview=true\n`)
