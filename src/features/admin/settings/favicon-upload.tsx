import { Trans, useLingui } from '@lingui/react/macro'
import { Button, FileInput, Group, Image, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { adminMessages, adminServerMessages } from '../../../../contract/admin'
import { adminToast } from '../admin-notify'
import { useUploadFaviconMutation } from './settings-api'

const isIcoName = (name: string) => name.toLowerCase().endsWith('.ico')

/**
 * The favicon: selected (.ico only), then uploaded; the upload saves it in the
 * settings, which then reload (and the open pages' icon follows).
 */
export function FaviconUpload({ current }: { current: string }) {
  const { t } = useLingui()
  const [file, setFile] = useState<File | null>(null)
  const [uploadFavicon, { isLoading }] = useUploadFaviconMutation()

  function select(picked: File | null) {
    if (picked && !isIcoName(picked.name)) {
      adminToast.error(adminServerMessages.faviconNotIco)
      setFile(null)
      return
    }
    setFile(picked)
    if (picked) adminToast.success(adminMessages.faviconSelected)
  }

  async function upload() {
    if (!file) {
      adminToast.error(adminMessages.selectFaviconFirst)
      return
    }
    try {
      await uploadFavicon(file).unwrap()
      adminToast.success(adminMessages.faviconUploaded)
      setFile(null)
    } catch {
      adminToast.error(adminMessages.faviconUploadFailed)
    }
  }

  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        <Trans>Favicon</Trans>
      </Title>
      <Group gap="sm" wrap="nowrap">
        {current ? <Image src={current} alt={t`Current favicon`} w={32} h={32} fit="contain" /> : null}
        <Text size="sm" c="dimmed">
          {current ? t`Current favicon: ${current}` : t`No favicon uploaded yet: the bundled icon is used.`}
        </Text>
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label={t`Favicon file (.ico)`}
          placeholder={t`Choose an .ico file`}
          accept=".ico,image/x-icon,image/vnd.microsoft.icon"
          value={file}
          onChange={select}
          clearable
          style={{ flex: 1, minWidth: 240 }}
        />
        <Button onClick={() => void upload()} loading={isLoading}>
          <Trans>Upload</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
