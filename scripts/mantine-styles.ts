// The app loads Mantine's styles per component (src/app/mantine-public.css with every page,
// src/components/mantine-user.css with the user and admin areas), not all of them. Mantine's components name
// their classes and keyframes m_<8 hex digits> in their code (a component carries its compound
// parts', such as Radio.Card's); this check of the client build fails when a name in the app's
// scripts is in none of its style sheets: a component new to the app whose file is missing, which
// would otherwise show unstyled.
import type { Plugin } from 'vite'

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g

export function mantineStylesCheck(): Plugin {
  return {
    name: 'cardcast:mantine-styles-check',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(_options, bundle) {
      const files = Object.values(bundle)
      const css = files
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        .map((file) => (file.type === 'asset' ? String(file.source) : ''))
        .join('\n')
      const unstyled = new Map<string, string>()
      for (const file of files) {
        if (file.type !== 'chunk') continue
        for (const name of file.code.match(MANTINE_CLASS) ?? []) {
          if (!css.includes(name)) unstyled.set(name, file.fileName)
        }
      }
      if (unstyled.size > 0) {
        const list = [...unstyled].map(([name, chunk]) => `${name} (${chunk})`).join(', ')
        this.error(
          `Mantine class or keyframe names no style sheet defines: ${list}. Add the component's file to src/components/mantine-user.css (or mantine-public.css).`,
        )
      }
    },
  }
}
