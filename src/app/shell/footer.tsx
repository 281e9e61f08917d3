import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container, Group, Text } from '@mantine/core'
import { Link } from 'react-router'
import { PRODUCT_NAME } from '../../../contract/constants'
import classes from './footer.module.css'
import { footerItems, socialLinks } from './nav-items'

export function Footer() {
  const { t } = useLingui()
  const { i18n } = useLinguiContext()
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <Group justify="space-between" align="flex-start" gap="md">
          <Group component="nav" aria-label={t`Footer`} gap="md">
            {footerItems.map((item) => (
              <Link key={item.to} to={item.to} className={classes.link}>
                {i18n._(item.label)}
              </Link>
            ))}
          </Group>
          <Group gap="md">
            {socialLinks.map((item) => (
              <a
                key={item.label}
                href={item.to}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.link}
              >
                {item.label}
              </a>
            ))}
          </Group>
        </Group>
        <Text size="sm" c="dimmed" mt="md">
          <Trans>
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </Trans>
        </Text>
      </Container>
    </footer>
  )
}
