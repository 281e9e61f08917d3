/**
 * Listeners a lower module keeps for the modules above it, so that every import still points down
 * (docs/architecture.md, "Layers"): the higher module adds its listener when it registers, the lower
 * one runs them when the thing happens.
 */
export function createListeners<Args extends unknown[]>() {
  const listeners: Array<(...args: Args) => Promise<void> | void> = []
  return {
    add(listener: (...args: Args) => Promise<void> | void) {
      listeners.push(listener)
    },
    /** Runs every listener in the order added, each after the one before has finished. */
    async run(...args: Args) {
      for (const listener of listeners) await listener(...args)
    },
  }
}
