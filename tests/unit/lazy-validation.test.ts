import type { FormEvent } from 'react'
import { describe, expect, it } from 'vitest'
import { type LoginRequest, loginSchema } from '../../contract/auth'
import { lazyValidation } from '../../src/lib/lazy-validation'
import { zodValidate } from '../../src/lib/zod-form'

const empty: LoginRequest = { emailId: '', password: '' }

describe('lazyValidation', () => {
  it("applies the form's rules once ready, loading them once", async () => {
    let loads = 0
    const validation = lazyValidation(async () => {
      loads += 1
      return zodValidate<LoginRequest>(loginSchema)
    })
    await Promise.all([validation.ready(), validation.ready()])
    await validation.ready()
    expect(loads).toBe(1)
    expect(validation.validate(empty)).toEqual({
      emailId: 'Email ID is required.',
      password: 'Password is required.',
    })
    expect(validation.validate({ emailId: 'a@b.co', password: 'secret1' })).toEqual({})
  })

  it('loads again after a failed load (a chunk that did not arrive)', async () => {
    let loads = 0
    const validation = lazyValidation(async () => {
      loads += 1
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module')
      return zodValidate<LoginRequest>(loginSchema)
    })
    await expect(validation.ready()).rejects.toThrow('Failed to fetch')
    await validation.ready()
    expect(loads).toBe(2)
    expect(validation.validate(empty)).toHaveProperty('emailId', 'Email ID is required.')
  })

  it('submits through the form once the rules are in, and says so when they cannot load', async () => {
    const submitted: LoginRequest[] = []
    // What Mantine's form.onSubmit does, for values that pass: calls the handler with them.
    const values = { emailId: 'a@b.co', password: 'secret1' }
    const form = { onSubmit: (handler: (v: LoginRequest) => void) => () => handler(values) }
    const event = { preventDefault() {} } as FormEvent<HTMLFormElement>
    const working = lazyValidation(async () => zodValidate<LoginRequest>(loginSchema))
    let unavailable = 0
    await working.onSubmit(
      form as never,
      (v) => void submitted.push(v),
      () => unavailable++,
    )(event)
    expect(submitted).toEqual([values])

    const offline = lazyValidation<LoginRequest>(async () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    await offline.onSubmit(
      form as never,
      (v) => void submitted.push(v),
      () => unavailable++,
    )(event)
    expect(unavailable).toBe(1)
    expect(submitted).toHaveLength(1)
  })
})
