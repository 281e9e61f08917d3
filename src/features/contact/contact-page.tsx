import { PageSection } from '../../components/page-section'

export default function ContactPage() {
  return <PageSection title="Contact Us" description="Send us a message and we will get back to you." />
}
