import { useLingui } from '@lingui/react/macro'
import { Center, Loader } from '@mantine/core'

export function PageLoader() {
  const { t } = useLingui()
  return (
    <Center mih="60dvh" role="status" aria-label={t`Loading`}>
      <Loader />
    </Center>
  )
}
