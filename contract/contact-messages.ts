// The contact form's messages, apart from its schemas in
// ./contact.ts: the page shows them when it sends, and needs no zod for that.
export const contactMessages = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email.',
  subjectRequired: 'Subject is required.',
  messageRequired: 'Message cannot be empty.',
  sent: 'Message sent successfully!',
  failed: 'Failed to send message.',
  unexpected: 'An unexpected error occurred.',
  tooManyFromEmail: 'You have sent 5 messages from this email in the last hour. Please try again later.',
  notDelivered: 'Your message could not be delivered right now. Please try again later.',
  invalidCharacter: 'Text must not contain NUL characters.',
} as const
