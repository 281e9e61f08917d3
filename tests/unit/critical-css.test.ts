import { describe, expect, it } from 'vitest'
import { classesIn, criticalCss, deferredCss } from '../../scripts/critical-css'

// What a prerendered page inlines of a style sheet (the rules its markup can use, in any state), and
// what it loads after its first paint (every rule with a class, in order).

const markup = '<div class="m_card tile"><button class="m_button" data-variant="filled">Buy</button></div>'
const classes = classesIn(markup)
const compact = (css: string) => css.replace(/\s+/g, ' ').trim()

describe('critical CSS', () => {
  it('reads the class names of the markup', () => {
    expect([...classes].sort()).toEqual(['m_button', 'm_card', 'tile'])
  })

  it('drops the rules of classes the page does not hold, keeps those it does in every state', () => {
    const css = `.m_card{padding:1rem}.m_table{width:100%}
.m_button:hover{opacity:.9}.m_button[data-disabled]{opacity:.5}
[data-mantine-color-scheme=dark] .m_card{background:#222}[data-mantine-color-scheme=dark] .m_table{color:#fff}`
    expect(compact(criticalCss(css, classes))).toBe(
      '.m_card{padding:1rem} .m_button:hover{opacity:.9}.m_button[data-disabled]{opacity:.5} [data-mantine-color-scheme=dark] .m_card{background:#222}',
    )
  })

  it('keeps rules without classes, and keyframes', () => {
    const css =
      ':root{--x:1}body{margin:0}@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}'
    expect(criticalCss(css, classes)).toBe(css)
  })

  it('keeps only the selectors of a list that can match, and a class under :not() or :is(a, b) is not required', () => {
    const css = '.m_table,.tile{margin:0}.m_card:not(.m_table){gap:1px}.m_card:is(.m_table, .tile){gap:2px}'
    expect(compact(criticalCss(css, classes))).toBe(
      '.tile{margin:0}.m_card:not(.m_table){gap:1px}.m_card:is(.m_table, .tile){gap:2px}',
    )
  })

  it('drops layers and media queries left empty, and keeps layer order statements', () => {
    const css = '@layer mantine;@layer mantine{@media (min-width:40em){.m_table{width:50%}}.m_card{gap:0}}'
    expect(compact(criticalCss(css, classes))).toBe('@layer mantine;@layer mantine{.m_card{gap:0}}')
  })

  it('defers every rule with a class, in order, and none without (inline on every page already)', () => {
    const css = `@layer mantine;:root{--x:1}@layer mantine{body{margin:0}.m_card{padding:1rem}.m_table,td{width:100%}
@media (min-width:40em){.m_card{gap:0}}}@keyframes spin{to{transform:rotate(1turn)}}.tile:hover{color:red}`
    expect(compact(deferredCss(css))).toBe(
      '@layer mantine;@layer mantine{.m_card{padding:1rem}.m_table{width:100%} @media (min-width:40em){.m_card{gap:0}}}.tile:hover{color:red}',
    )
  })

  it('refuses a sheet whose rule without classes must win over an earlier one with classes', () => {
    // Deferred, .m_card's copy would come after the inline body rule and win on the body.
    expect(() => deferredCss('.m_card{margin:1px}body{margin:0}')).toThrow(/"body".*margin/)
    // In different layers, or on different properties, their order does not decide.
    expect(() => deferredCss('@layer a{.m_card{margin:1px}}body{margin:0}')).not.toThrow()
    expect(() => deferredCss('.m_card{padding:1px}body{margin:0}')).not.toThrow()
  })
})
