import { describe, expect, it } from 'vitest'
import { extensionOf, mediaFileName, signedPdfName } from '#api/src/home-data/media-names.ts'
import { archiveReadme, OTHER_FILES } from '#api/src/home-data/readme.ts'
import { documentedRow, jsonArray } from '#api/src/home-data/rows.ts'
import { TABLE_FILES } from '#api/src/home-data/table-files.ts'

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let out = ''
  for await (const chunk of chunks) out += chunk
  return out
}

async function* pages(...list: unknown[][]) {
  for (const page of list) yield page
}

describe("the archive's files", () => {
  it('names each stored file by its hash and type, and refuses a hash that is a path', () => {
    expect(mediaFileName('ab12', 'image/jpeg')).toBe('media/ab12.jpg')
    expect(mediaFileName('ab12', 'audio/mpeg')).toBe('media/ab12.mp3')
    expect(extensionOf('IMAGE/SVG+XML; charset=utf-8')).toBe('svg')
    expect(extensionOf('application/x-unknown')).toBe('bin')
    expect(() => mediaFileName('../../etc/passwd', 'image/jpeg')).toThrow('a media hash is hex digits')
    expect(signedPdfName({ caseId: 1102, version: 2 })).toBe('statements/1102-v2.pdf')
  })

  it('writes a row with exactly its documented fields, in order, JSON text parsed, secrets left out', () => {
    const people = TABLE_FILES.find((f) => f.name === 'people.json')!
    const row = documentedRow(people, {
      id: 7,
      companyId: 1,
      email: 'a@b.example',
      passwordHash: 'secret',
      tokenVersion: 3,
      firstName: 'A',
      lastName: 'B',
      role: 'staff',
      staffRole: 'owner',
      createdAt: '2026-01-01T00:00:00.000Z',
      disabledAt: null,
    })
    expect(Object.keys(row)).toEqual(Object.keys(people.fields))
    expect(JSON.stringify(row)).not.toContain('secret')
    const statements = TABLE_FILES.find((f) => f.name === 'statements.json')!
    const parsed = documentedRow(statements, {
      caseId: 1,
      packageId: null,
      templateRevisionId: 1,
      priceListVersionId: 1,
      purchaser: '{"firstName":"Ann"}',
      submittedAt: null,
      submittedBy: null,
      updatedAt: 'x',
    })
    expect(parsed.purchaser).toEqual({ firstName: 'Ann' })
    expect(() => documentedRow(people, { id: 1 })).toThrow(/documents email/)
  })

  it('streams a JSON array one object per line, empty pages and all', async () => {
    expect(await text(jsonArray(pages()))).toBe('[]\n')
    expect(await text(jsonArray(pages([], [])))).toBe('[]\n')
    const written = await text(jsonArray(pages([{ a: 1 }, { a: 2 }], [], [{ a: 3 }])))
    expect(written).toBe('[\n{"a":1},\n{"a":2},\n{"a":3}\n]\n')
    expect(JSON.parse(written)).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }])
  })

  it('documents every file and every field in the README, each file once', () => {
    const readme = archiveReadme({ homeName: 'Harbor Light', exportedAt: '2026-12-05T00:00:00.000Z', tables: TABLE_FILES })
    expect(readme.startsWith('# The data of Harbor Light\n')).toBe(true)
    const names = [...TABLE_FILES, ...OTHER_FILES].map((f) => f.name)
    expect(new Set(names).size).toBe(names.length)
    for (const file of [...TABLE_FILES, ...OTHER_FILES]) {
      expect({ file: file.name, sections: readme.split(`### ${file.name}\n`).length - 1 }).toEqual({ file: file.name, sections: 1 })
      for (const [field, about] of Object.entries(file.fields)) expect(readme).toContain(`- \`${field}\`: ${about}`)
    }
    for (const file of TABLE_FILES) for (const about of Object.values(file.fields)) expect(about.trim()).not.toBe('')
  })
})
