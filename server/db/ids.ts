import { randomBytes } from 'node:crypto'

// Record ids in the shape of MongoDB's ObjectId (24 hex characters): 4 bytes of seconds, 5 random
// bytes fixed per process, 3 bytes of counter. They sort by creation, stay unique across server
// instances, and — unlike UUIDs — compress well, which keeps the 1,000-card catalogue small on the
// wire. They are identifiers, not secrets: every rule is enforced by ownership checks.
const processPart = randomBytes(5).toString('hex')
let counter = randomBytes(3).readUIntBE(0, 3)

export function newId(): string {
  counter = (counter + 1) % 0xffffff
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0')
  return `${seconds}${processPart}${counter.toString(16).padStart(6, '0')}`
}
