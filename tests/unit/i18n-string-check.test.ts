// The hard-coded string check (scripts/i18n/check-strings.ts) that `npm run lint` runs: it catches
// English planted in a translated folder, lets Lingui-wrapped text and marked brands through, and
// skips the folders still listed as not yet translated.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkProject, checkSource } from '../../scripts/i18n/check-strings'

const planted = `
import { Trans, useLingui } from '@lingui/react/macro'
import { notify } from '../../lib/notify'
export function Page() {
  const { t } = useLingui()
  notify.success('Card bought!')
  const items = [{ label: 'My Cards' }, { label: t\`Orders\` }]
  const about = t({ message: 'About', context: 'the subject of a complaint' })
  return (
    <div>
      <h1>Welcome back</h1>
      <h2><Trans>Trending Cards</Trans></h2>
      <input placeholder="Search cards" aria-label={t\`Search\`} />
      <img alt={'Card art'} src="/a.svg" />
      {/* i18n-ignore: the brand */}
      <span title="Cardcast">Cardcast</span>
      <b>{items.length} · 42</b>
    </div>
  )
}
`

describe('the hard-coded string check', () => {
  it('reports each English string a person would read, and nothing wrapped in Lingui', () => {
    const findings = checkSource('src/features/x/page.tsx', planted)
    expect(findings.map(({ line, text, why }) => ({ line, text, why }))).toEqual([
      { line: 6, text: 'Card bought!', why: 'a toast' },
      { line: 7, text: 'My Cards', why: 'the label property' },
      { line: 11, text: 'Welcome back', why: 'JSX text' },
      { line: 13, text: 'Search cards', why: 'the placeholder prop' },
      { line: 14, text: 'Card art', why: 'the alt prop' },
    ])
  })

  it('reads a .ts file as TypeScript: a generic arrow is code, not JSX text', () => {
    const lock = [
      'export const lock = <T>(task: () => Promise<T>) => task()',
      "export const toast = () => notify.error('Queue stuck')",
    ].join('\n')
    expect(checkSource('src/features/x/lock.ts', lock).map(({ line, text }) => ({ line, text }))).toEqual([
      { line: 2, text: 'Queue stuck' },
    ])
  })

  const root = mkdtempSync(join(tmpdir(), 'i18n-check-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('fails a translated folder with a planted string and skips the folders not yet translated', () => {
    for (const folder of ['done', 'later']) {
      mkdirSync(join(root, 'src/features', folder), { recursive: true })
      writeFileSync(join(root, 'src/features', folder, 'page.tsx'), planted)
    }
    const findings = checkProject(root, ['src/features/later'])
    expect(findings.length).toBe(5)
    expect(new Set(findings.map((finding) => finding.file))).toEqual(new Set(['src/features/done/page.tsx']))
  })
})
