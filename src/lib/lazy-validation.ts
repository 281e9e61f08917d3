// A form's zod validation, loaded apart from its page. zod and a form's schemas are some of the
// heaviest modules to evaluate on a phone: on a prerendered page they made one long task with the
// page's own code, right after the first paint. Loaded when the visitor first reaches the form (a
// focus inside it: `prefetch`), they are in long before a submit; a submit still waits for them.
import type { UseFormReturnType } from '@mantine/form'
import type { FormEvent } from 'react'

type FormErrors = Record<string, string>
type Validate<Values> = (values: Values) => FormErrors

export interface LazyValidation<Values> {
  /** For Mantine's useForm `validate`: the schema's errors once loaded, none before. */
  validate: Validate<Values>
  /** Loads the validation (once); resolves when `validate` applies it. */
  ready(): Promise<void>
  /** Starts loading it, for a form's onFocusCapture. */
  prefetch(): void
  /**
   * The form's onSubmit: waits for the validation, then does what Mantine's `form.onSubmit(handler)`
   * does. `onUnavailable` runs instead when it cannot load (the device went offline before it came).
   */
  onSubmit(
    form: Pick<UseFormReturnType<Values>, 'onSubmit'>,
    handler: Parameters<UseFormReturnType<Values>['onSubmit']>[0],
    onUnavailable: () => void,
  ): (event: FormEvent<HTMLFormElement>) => Promise<void>
}

export function lazyValidation<Values>(load: () => Promise<Validate<Values>>): LazyValidation<Values> {
  let loaded: Validate<Values> | undefined
  let loading: Promise<void> | undefined
  const ready = () => {
    loading ??= load().then(
      (validate) => {
        loaded = validate
      },
      (error: unknown) => {
        // A chunk that failed to load is asked for again at the next focus or submit.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return {
    validate: (values) => loaded?.(values) ?? {},
    ready,
    prefetch: () => void ready().catch(() => undefined),
    onSubmit: (form, handler, onUnavailable) => async (event) => {
      event.preventDefault()
      try {
        await ready()
      } catch {
        onUnavailable()
        return
      }
      form.onSubmit(handler)()
    },
  }
}
