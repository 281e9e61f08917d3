import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Divider, Group, Image, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { adminServerMessages } from '../../../../contract/admin'
import { type GeneralSettings, generalSettingsSchema } from '../../../../contract/settings'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { zodValidate } from '../../../lib/zod-form'
import { adminFailureMessage } from '../admin-errors'
import { adminToast } from '../admin-notify'
import { FaviconUpload } from './favicon-upload'
import { ImageUploadButton } from './image-upload-button'
import { useUploadLogoMutation } from './settings-api'
import { useSaveSettings } from './use-save-settings'

type GeneralForm = Pick<GeneralSettings, 'siteName' | 'siteDescription' | 'siteLogo'>

const generalFormSchema = generalSettingsSchema.pick({
  siteName: true,
  siteDescription: true,
  siteLogo: true,
})

/**
 * General: the site's name, description and logo (the public page title and description follow), and
 * the favicon, which is uploaded on its own.
 */
export function GeneralTab({ settings }: { settings: GeneralSettings }) {
  const { t } = useLingui()
  const { save, saving } = useSaveSettings()
  const [uploadLogo, { isLoading: uploadingLogo }] = useUploadLogoMutation()
  const form = useForm<GeneralForm>({
    initialValues: {
      siteName: settings.siteName,
      siteDescription: settings.siteDescription,
      siteLogo: settings.siteLogo,
    },
    validate: zodValidate<GeneralForm>(generalFormSchema),
  })

  async function saveGeneral(values: GeneralForm) {
    // The favicon is not in this form: its upload saves it.
    const saved = await save({ general: values })
    if (saved) form.resetDirty(values)
  }

  async function upload(file: File) {
    try {
      const { url, message } = await uploadLogo(file).unwrap()
      // The server saved it already; the field shows it.
      form.setFieldValue('siteLogo', url)
      adminToast.success(message || adminServerMessages.logoUploaded)
    } catch (error) {
      adminToast.error(adminFailureMessage(error))
    }
  }

  const logo = form.getValues().siteLogo
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={820}>
      <form noValidate onSubmit={form.onSubmit(saveGeneral, focusFirstInvalid)}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            <Trans>Site</Trans>
          </Title>
          <TextInput label={t`Site Name`} {...form.getInputProps('siteName')} />
          <Textarea
            label={t`Site Description`}
            autosize
            minRows={2}
            maxRows={5}
            {...form.getInputProps('siteDescription')}
          />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t`Logo URL`}
              placeholder={t`https://… or /uploads/…`}
              style={{ flex: 1, minWidth: 240 }}
              {...form.getInputProps('siteLogo')}
            />
            <ImageUploadButton label={t`Upload Logo`} loading={uploadingLogo} onFile={upload} />
          </Group>
          {logo ? (
            <Image
              src={logo}
              alt={t`Site logo preview`}
              h={56}
              w="auto"
              fit="contain"
              maw={240}
              radius="sm"
              bd="1px solid var(--mantine-color-default-border)"
              p={4}
            />
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              <Trans>Save Settings</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider my="xl" />
      <FaviconUpload current={settings.favicon} />
    </Paper>
  )
}
