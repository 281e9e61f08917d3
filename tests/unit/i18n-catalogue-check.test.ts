// The catalogue agreement check (scripts/i18n/check-catalogues.ts) that `npm run lint` runs: one
// English translated two ways in two catalogues is reported, a context of its own keeps two meanings
// apart, and the project's own catalogues agree.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { catalogueClashes } from '../../scripts/i18n/check-catalogues'

const entry = (message: string, translation: string, context?: string) =>
  `${context ? `msgctxt "${context}"\n` : ''}msgid "${message}"\nmsgstr "${translation}"\n`

const root = mkdtempSync(join(tmpdir(), 'cardcast-catalogues-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function plant(file: string, ...entries: string[]) {
  const path = join(root, 'src/locales/hi-IN', file)
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(path, ['msgid ""\nmsgstr ""\n"Language: hi-IN\\n"\n', ...entries].join('\n'))
}

describe('the catalogue agreement check', () => {
  it('reports an English that two catalogues translate differently, and not one with a context', async () => {
    plant(
      'shell.po',
      entry('About', 'हमारे बारे में'),
      entry('Preview', 'सुनें', 'play the sound'),
      entry('Save', 'सेव करें'),
    )
    plant(
      'shared/admin.po',
      entry('About', 'विषय'),
      entry('Preview', 'झलक'),
      entry('Save', 'सेव करें'),
      entry('Draft', ''),
    )
    plant('grievance.po', entry('About', 'विषय'))

    expect(await catalogueClashes(root)).toEqual([
      {
        locale: 'hi-IN',
        message: 'About',
        context: null,
        translations: {
          'हमारे बारे में': ['src/locales/hi-IN/shell.po'],
          विषय: expect.arrayContaining([
            'src/locales/hi-IN/shared/admin.po',
            'src/locales/hi-IN/grievance.po',
          ]),
        },
      },
    ])
  })

  it('finds none in the project', async () => {
    expect(await catalogueClashes(process.cwd())).toEqual([])
  })
})
