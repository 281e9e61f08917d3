// /grievance (docs/privacy.md 'Grievances'): who the grievance officer is, a complaint form that gives
// a ticket number at once (and an acknowledgement by mail), how long an answer takes, and how to appeal
// to the Grievance Appellate Committee. Open to everyone, signed in or not.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Anchor,
  Button,
  Container,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useRef, useState } from 'react'
import {
  GRIEVANCE_ABOUT,
  GRIEVANCE_APPEAL_DAYS,
  GRIEVANCE_APPELLATE_URL,
  type GrievanceAbout,
  grievanceAboutLabels,
  grievanceMessages,
  grievanceRequestSchema,
} from '../../../contract/grievances'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { focusFirstInvalid } from '../../lib/focus-first-error'
import { notify } from '../../lib/notify'
import { usePageTitle } from '../../lib/page-title'
import { useLabel } from '../../lib/use-label'
import { zodValidate } from '../../lib/zod-form'
import { useFileGrievanceMutation, useGetGrievanceOfficerQuery } from './grievance-api'
import classes from './grievance-page.module.css'

interface GrievanceForm {
  name: string
  email: string
  about: GrievanceAbout | ''
  complaint: string
  link: string
}

const emptyForm: GrievanceForm = { name: '', email: '', about: '', complaint: '', link: '' }

export default function GrievancePage() {
  const { t } = useLingui()
  const show = useLabel()
  usePageTitle(t`Grievances`)
  // The subjects are the contract's (grievanceAboutLabels), shown in the language through translateMessage.
  const aboutOptions = [
    { value: '', label: t`Choose one`, disabled: true },
    ...GRIEVANCE_ABOUT.map((about) => ({ value: about, label: show(grievanceAboutLabels[about]) })),
  ]
  const [file, filing] = useFileGrievanceMutation()
  const [filed, setFiled] = useState<{ ticket: string; email: string } | null>(null)
  const filedRef = useRef<HTMLDivElement>(null)
  const form = useForm<GrievanceForm>({
    initialValues: emptyForm,
    validate: zodValidate<GrievanceForm>(grievanceRequestSchema),
  })

  async function submit(values: GrievanceForm) {
    try {
      const body = grievanceRequestSchema.parse(values)
      const { ticket } = await file({ ...body, link: body.link ?? '' }).unwrap()
      setFiled({ ticket, email: body.email })
      form.reset()
      // The ticket is what the complainant needs: move to it, so screen readers read it out too.
      requestAnimationFrame(() => filedRef.current?.focus())
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? show(grievanceMessages.failed))
    }
  }

  const ticket = filed?.ticket
  const email = filed?.email
  return (
    <div className={classes.page}>
      <Container size="lg" w="100%" className={classes.inner}>
        <div className={classes.intro}>
          <Title order={1} className={classes.title}>
            <Trans>Grievances</Trans>
          </Title>
          <Text c="dimmed" size="lg" mt="sm">
            <Trans>
              Complain about a card, a streamer, a payment, your account or something shown on a stream. You
              get a ticket number at once and an acknowledgement by mail.
            </Trans>
          </Text>
          <Text mt="sm">
            <Trans>
              We answer within 15 days, and within 24 hours when someone impersonates you or shares intimate
              images of you.
            </Trans>
          </Text>
        </div>

        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.form}>
          <Stack gap="md">
            {filed ? (
              <Alert
                ref={filedRef}
                tabIndex={-1}
                color="teal"
                variant="light"
                title={t`Ticket ${ticket}`}
                role="status"
              >
                <Trans>
                  Your complaint is filed. Your ticket number is {ticket}; we mailed an acknowledgement to{' '}
                  <Text span inherit style={{ overflowWrap: 'anywhere' }}>
                    {email}
                  </Text>
                  .
                </Trans>
              </Alert>
            ) : null}
            <form
              noValidate
              onSubmit={form.onSubmit(submit, focusFirstInvalid)}
              aria-label={t`Grievance form`}
            >
              <Stack gap="md">
                <div className={classes.row}>
                  <TextInput
                    label={t`Name`}
                    autoComplete="name"
                    withAsterisk
                    {...form.getInputProps('name')}
                  />
                  <TextInput
                    label={t`Email`}
                    type="email"
                    autoComplete="email"
                    withAsterisk
                    {...form.getInputProps('email')}
                  />
                </div>
                <NativeSelect
                  // A context of its own: 'About' alone is the footer's 'About us' (catalogues share one id per text).
                  label={<Trans context="the subject of a complaint">About</Trans>}
                  data={aboutOptions}
                  withAsterisk
                  {...form.getInputProps('about')}
                />
                <Textarea
                  label={t`Complaint`}
                  description={t`What happened, and what you would like us to do.`}
                  autosize
                  minRows={5}
                  withAsterisk
                  {...form.getInputProps('complaint')}
                />
                <TextInput
                  label={t`Link (optional)`}
                  description={t`The card, the streamer's page or the stream.`}
                  type="url"
                  inputMode="url"
                  // i18n-ignore: the start of an address
                  placeholder="https://"
                  {...form.getInputProps('link')}
                />
                <Button type="submit" size="md" loading={filing.isLoading} className={classes.submit}>
                  <Trans>File complaint</Trans>
                </Button>
              </Stack>
            </form>
          </Stack>
        </Paper>

        <Stack gap="lg" className={classes.aside}>
          <GrievanceOfficerCard />
          <section aria-labelledby="appeal-title">
            <Title order={2} fz="lg" id="appeal-title">
              <Trans>Not satisfied with our answer?</Trans>
            </Title>
            <Text size="sm" mt={6}>
              <Trans>
                You may appeal to the Grievance Appellate Committee within {GRIEVANCE_APPEAL_DAYS} days of
                receiving our answer, or of the date an answer was due, at{' '}
                <Anchor
                  href={GRIEVANCE_APPELLATE_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  underline="always"
                >
                  gac.gov.in
                </Anchor>
                . Quote your ticket number.
              </Trans>
            </Text>
          </section>
        </Stack>
      </Container>
    </div>
  )
}

function GrievanceOfficerCard() {
  const officer = useGetGrievanceOfficerQuery()
  const { t } = useLingui()
  return (
    <section aria-labelledby="officer-title">
      <Title order={2} fz="lg" id="officer-title">
        <Trans>Grievance Officer</Trans>
      </Title>
      {officer.data ? (
        <Stack gap={2} mt={6}>
          {officer.data.name ? <Text fw={700}>{officer.data.name}</Text> : null}
          {officer.data.address ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {officer.data.address}
            </Text>
          ) : null}
          {officer.data.email ? (
            <Anchor href={`mailto:${officer.data.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {officer.data.email}
            </Anchor>
          ) : null}
          {!officer.data.name && !officer.data.address && !officer.data.email ? (
            <Text size="sm" c="dimmed">
              <Trans>File your complaint with the form: the grievance officer answers it.</Trans>
            </Text>
          ) : null}
        </Stack>
      ) : officer.isError ? (
        <Text size="sm" c="dimmed" mt={6}>
          <Trans>The officer's details could not be loaded. The form still reaches them.</Trans>
        </Text>
      ) : (
        <Stack gap={6} mt={6} aria-label={t`Loading the grievance officer`}>
          <Skeleton height={16} width="50%" />
          <Skeleton height={14} width="80%" />
          <Skeleton height={14} width="60%" />
        </Stack>
      )}
    </section>
  )
}
