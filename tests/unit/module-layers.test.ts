import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import floors from '../../server/modules/floors.json'

// The server's modules stand on floors (server/modules/floors.json, docs/architecture.md "Layers"):
// dependency-cruiser holds their imports to the floors (npm run lint); this holds each module's
// fastify-plugin `dependencies` to the same imports, so that the declared order is the real one.

const MODULES_DIR = 'server/modules'
const floorOf = new Map(floors.flatMap((names, floor) => names.map((name) => [name, floor] as const)))

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : []
  })
}

/** The other modules whose files a module's files import (by relative path, as the server does). */
function importedModules(module: string): string[] {
  const imported = new Set<string>()
  for (const file of filesUnder(join(MODULES_DIR, module))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from\s+'(\.[^']+)'/g)) {
      const target = relative(MODULES_DIR, normalize(join(dirname(file), specifier as string)))
      const [name] = target.split('/')
      if (name && name !== module && floorOf.has(name)) imported.add(name)
    }
  }
  return [...imported].sort()
}

const moduleDirs = readdirSync(MODULES_DIR).filter((name) => statSync(join(MODULES_DIR, name)).isDirectory())

async function declaredDependencies(module: string): Promise<{ name: string; dependencies: string[] }> {
  const plugin = (await import(`../../server/modules/${module}/plugin.ts`)).default
  const meta = plugin[Symbol.for('plugin-meta')] as { name: string; dependencies?: string[] }
  return { name: meta.name, dependencies: [...(meta.dependencies ?? [])].sort() }
}

describe('the server modules', () => {
  it('each stand on one floor, and every floor names a module that exists', () => {
    expect([...floorOf.keys()].sort()).toEqual([...moduleDirs].sort())
  })

  it.each(moduleDirs)(
    '%s declares as fastify-plugin dependencies exactly the modules it imports',
    async (module) => {
      const declared = await declaredDependencies(module)
      expect(declared.name).toBe(module)
      expect(declared.dependencies).toEqual(importedModules(module))
    },
  )

  it.each(moduleDirs)('%s depends only on modules on lower floors', async (module) => {
    const { dependencies } = await declaredDependencies(module)
    const above = dependencies.filter((name) => (floorOf.get(name) ?? 0) >= (floorOf.get(module) ?? 0))
    expect(above).toEqual([])
  })
})
