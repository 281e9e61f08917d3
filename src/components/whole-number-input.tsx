// A number field for whole, non-negative numbers between the contract's limits (minutes, seconds,
// rupees): the same three constraints every such form field needs, stated once. A value outside them
// stays as typed, for the form's rule to refuse with its message: Mantine would quietly clamp it on blur.
import { NumberInput, type NumberInputProps } from '@mantine/core'

export function WholeNumberInput({
  limits,
  ...props
}: Omit<NumberInputProps, 'min' | 'max' | 'allowDecimal' | 'allowNegative'> & {
  limits: { min: number; max: number }
}) {
  return (
    <NumberInput
      min={limits.min}
      max={limits.max}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      {...props}
    />
  )
}
