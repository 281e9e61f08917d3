import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Container, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { ContactForm } from '../../../contract/contact'
import { contactMessages } from '../../../contract/contact-messages'
import { HydratedFieldset } from '../../components/hydrated-fieldset'
import { lazyValidation } from '../../lib/lazy-validation'
import { notify, toastFlows } from '../../lib/notify'
import { usePageTitle } from '../../lib/page-title'
import { useLabel } from '../../lib/use-label'
import classes from './contact-page.module.css'
import { useSendContactMessage } from './use-send-contact-message'

/** The form's rules, with zod, load at the visitor's first focus in the form, not with the page. */
const contactValidation = lazyValidation(async () => (await import('./form-validation')).validateContact)

const emptyForm: ContactForm = { name: '', email: '', subject: '', message: '' }

// Lingui descriptors, shown in the language at render time (docs/i18n.md).
const topics = [
  { title: msg`Streamers`, text: msg`Connecting through OBS, Creator Pro, custom cards and payouts.` },
  { title: msg`Viewers`, text: msg`Buying and using cards, your account and sign-in.` },
  { title: msg`Partners`, text: msg`The non-exclusive partner program and working together.` },
]

export default function ContactPage() {
  const { t, i18n } = useLingui()
  const show = useLabel()
  usePageTitle(t`Contact Us`)
  const { sendMessage, sending } = useSendContactMessage()
  // Validated on submit only; an error clears as its field is edited. Values are sent as typed.
  const form = useForm<ContactForm>({
    initialValues: emptyForm,
    validate: contactValidation.validate,
  })

  async function submit(values: ContactForm) {
    if (await sendMessage(values)) form.reset()
  }

  return (
    <div className={classes.page}>
      <Container size="lg" w="100%" className={classes.inner}>
        <div className={classes.intro}>
          <Text className={classes.eyebrow}>
            <Trans>Contact</Trans>
          </Text>
          <Title order={1} className={classes.title}>
            <Trans>Contact Us</Trans>
          </Title>
          <Text c="dimmed" size="lg" mt="sm">
            <Trans>
              Questions about Cardcast, your stream or a purchase? Send the team a message and we will get
              back to you by email.
            </Trans>
          </Text>
        </div>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
          <form
            noValidate
            onSubmit={contactValidation.onSubmit(form, submit, () =>
              notify.error(show(contactMessages.failed), toastFlows.contact),
            )}
            onFocusCapture={contactValidation.prefetch}
            aria-label={t`Contact form`}
          >
            <HydratedFieldset>
              <Stack gap="md">
                <div className={classes.row}>
                  <TextInput label={t`Name`} autoComplete="name" {...form.getInputProps('name')} />
                  <TextInput
                    label={t`Email`}
                    type="email"
                    autoComplete="email"
                    {...form.getInputProps('email')}
                  />
                </div>
                <TextInput label={t`Subject`} {...form.getInputProps('subject')} />
                <Textarea label={t`Message`} rows={6} {...form.getInputProps('message')} />
                <Button type="submit" size="md" disabled={sending} className={classes.submit}>
                  {sending ? <Trans>Sending...</Trans> : <Trans>Send Message</Trans>}
                </Button>
              </Stack>
            </HydratedFieldset>
          </form>
        </Paper>
        <ul className={classes.topics}>
          {topics.map((topic) => (
            <li key={topic.title.id} className={classes.topic}>
              <Text fw={700}>{i18n._(topic.title)}</Text>
              <Text size="sm" c="dimmed">
                {i18n._(topic.text)}
              </Text>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  )
}
