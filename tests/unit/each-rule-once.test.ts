import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Each shared rule is written once (issue 36 point 3, decision 051): a second definition of a
 * slug, name, date, money, error or params rule fails here, so a new screen reaches for the
 * existing one. The places are where the rule lives; the patterns find a copy by its definition.
 */
const ROOTS = ['api/src', 'api/seed', 'bff', 'core', 'contract', 'src', 'bench', 'scripts']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.gen.ts') && !file.endsWith('.d.ts'))
    .map((file) => join(dir, file))
}

const SOURCES = ROOTS.flatMap(sourceFiles).map((path) => ({ path, text: readFileSync(path, 'utf8') }))

/** A rule, where its one definition lives and what a definition of it looks like. */
const RULES: ReadonlyArray<{ rule: string; home: string; definition: RegExp }> = [
  { rule: 'nameSlug', home: 'core/names.ts', definition: /\b(function|const|let)\s+nameSlug\b/ },
  {
    rule: 'fullName',
    home: 'core/names.ts',
    definition: /\b(function|const|let)\s+\w*[fF]ullName\b|\[\s*\w+\.firstName,\s*\w+\.middleName,\s*\w+\.lastName\s*\]/,
  },
  { rule: 'foldName', home: 'core/names.ts', definition: /\b(function|const|let)\s+foldName\b/ },
  { rule: 'todayIn', home: 'core/zoned-time.ts', definition: /\b(function|const|let)\s+todayIn\b/ },
  { rule: 'formatCents', home: 'core/money.ts', definition: /\b(function|const|let)\s+format(Cents|Usd)\b|style:\s*'currency'/ },
  {
    rule: 'invalidField',
    home: 'api/src/validate.ts',
    definition: /\bfunction\s+invalid(Field)?\s*\(|errors:\s*\{\s*\[field\]:\s*message\s*\}/,
  },
  { rule: 'the case params schema', home: 'contract/common.ts', definition: /z\.object\(\{\s*caseId:\s*IdParamSchema\s*\}\)/ },
  { rule: 'useSettled', home: 'src/lib/use-settled.ts', definition: /\b(function|const|let)\s+useSettled\b/ },
]

describe('each rule once', () => {
  it.each(RULES)('$rule is defined only in $home', ({ home, definition }) => {
    const where = SOURCES.filter(({ text }) => definition.test(text)).map(({ path }) => path)
    expect(where).toEqual([home])
  })
})
