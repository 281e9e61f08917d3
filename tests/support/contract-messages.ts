// Every message `contract/` writes in English, and those the server writes itself, enumerated for the
// Hindi catalogue's completeness test (tests/unit/hindi-messages.test.ts):
// 1. the exported message objects and texts (`*Messages`, `*Subjects`, `*Labels`, `*_MESSAGE`, …),
//    walked at run time: a function among them is called with the samples below, so that every
//    shape it writes (one and many, with and without a reason) is checked;
// 2. the messages written inline in zod schemas (`.min(n, '…')`, `{ error: '…' }`, `.refine(…, '…')`,
//    `message: '…'`, a helper's `requiredText('…')`), read from the source with the TypeScript compiler
//    API; a template's constants are read from the contract's exports (`${MAX_BIO_LENGTH}` is 280), so
//    that the text is the one a user gets; one built from a helper's values (`${label} must be text.`)
//    is checked with a sample label, and every label the helpers are called with must have its own
//    Hindi (the patterns translate it);
// 3. the refusals the server writes in its own words (`errorBody('…')`, `new RefusalError(400, '…')`,
//    `message: '…'`, `*_MESSAGE` constants), read the same way from server/.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const ROOT = join(import.meta.dirname, '../..')
const CONTRACT = join(ROOT, 'contract')
const SERVER = join(ROOT, 'server')

/** Exported names that hold messages (objects of them, texts, or functions that write one). */
const MESSAGE_EXPORT =
  /(Messages|Subjects|Labels|_LABELS|MESSAGE|Message|_NOTE|Label|Text|_NAME|_DESCRIPTION|Notification)$/

/** Exported names the pattern above takes that are not messages to translate. */
const NOT_MESSAGES = new Set([
  // Writes English and Hindi itself (checked by its own test).
  'pushText',
  // Helpers, not messages.
  'cleanViewerText',
  'translateMessage',
  'firstErrorMessage',
  'requiredText',
  'idText',
  // '2026-27': digits only.
  'financialYearLabel',
  // The contract's own Hindi.
  'hindiMessages',
])

/**
 * The values each message function is called with: enough to reach each of its shapes. A function
 * message without samples fails the completeness test: add its samples here.
 */
export const MESSAGE_SAMPLES: Record<string, unknown[][]> = {
  'adminMessages.mailBudgetHalf': [['sign-up codes', 50, 100]],
  'adminMessages.disputesOfRefunded': [[1], [3]],
  'adminMessages.businessDetailsMissing': [[['legal name', 'GSTIN']], [['state']]],
  'adminServerMessages.accountLocked': [['6 Dec 2026, 10:40 pm IST']],
  'adminServerMessages.clientLocked': [['6 Dec 2026, 10:40 pm IST']],
  'auctionMessages.bidTooLow': [[55], [1250]],
  battleResultText: [
    [null, null],
    ['PriyaPlays', 'time'],
    ['PriyaPlays', 'early'],
  ],
  'communityMailSubjects.refunded': [['Dance battle', '₹50']],
  'communityMailSubjects.funded': [['Dance battle']],
  'consentMessages.overCap': [
    [500, 120],
    [1000, 0],
  ],
  'consentMessages.codeSent': [['parent@example.test']],
  'consentMessages.capSaved': [[500]],
  'kycMessages.held': [['8 Dec 2026, 10:40 pm IST']],
  marathonAddedMessage: [[300], [90], [3600]],
  'authMessages.otpTriesLeft': [[0], [1], [3]],
  'limitMessages.tryAgainAt': [['10:40 pm IST']],
  'noticeMailSubjects.auctionWon': [['₹1,250', '10:02 pm IST']],
  'noticeMailSubjects.outbid': [['Golden mic']],
  'noticeMailSubjects.subscriptionStarted': [['PriyaPlays']],
  'noticeMailSubjects.subscriptionRenewed': [['PriyaPlays']],
  'noticeMailSubjects.subscriptionEnded': [['PriyaPlays']],
  'noticeMailSubjects.useRejected': [['Sing a song']],
  'noticeMailSubjects.useReturned': [['Sing a song']],
  'noticeMailSubjects.useSkipped': [['Sing a song']],
  'receiptMessages.subject': [['Sing a song']],
  'payoutAccountMessages.held': [['8 Dec 2026, 10:40 pm IST']],
  'payoutMessages.ran': [
    [1, '₹500'],
    [3, '₹1,500'],
  ],
  'payoutMessages.nobodyDue': [['₹100']],
  'payoutMessages.failedAgain': [[''], ['the bank refused it']],
  'planMessages.renewalOn': [['6 Jan 2027']],
  'planMessages.renewalOff': [['6 Jan 2027']],
  'sellerMessages.soldBy': [['Priya Sharma']],
  'sellerMessages.responsible': [['PriyaPlays']],
  'sessionMessages.endedOthers': [[0], [1], [2]],
  'streamMessages.cardCooldown': [[30]],
  'streamMessages.viewerCooldown': [[30]],
  'streamMessages.skippedReason': [['PriyaPlays']],
  'streamMessages.cleared': [[1], [4]],
  'streamMessages.tooManyWaiting': [[1], [3]],
  'streamMessages.usableIn': [[45], [300], [3600], [7260]],
  'streamMessages.waitingFull': [[1], [3]],
  'streamMessages.queuedOffline': [
    ['PriyaPlays', 0],
    ['PriyaPlays', 30],
    ['PriyaPlays', 90],
  ],
  'streamMessages.queuedLive': [['PriyaPlays']],
  'streamMessages.waitingCount': [[1], [3]],
  'streamerPageMessages.title': [['PriyaPlays', 'Cardcast']],
  'streamerPageMessages.description': [['PriyaPlays']],
  allowanceLeftText: [
    [2, 5],
    [0, 0],
  ],
  allowanceText: [[0], [1], [3]],
  'subscriberCardMessages.lockNote': [['Gold']],
  'subscriberCardMessages.locked': [['Gold']],
  'subscriberCardMessages.subscribeToUnlock': [['Sing a song']],
  'subscriberCardMessages.getFreeHint': [[2]],
  'subscriberCardMessages.claimed': [[0], [2]],
  'subscriberCardMessages.allowanceUsed': [['1 Jan 2027']],
  'subscriptionMessages.alreadySubscribed': [['PriyaPlays']],
  'subscriptionMessages.subscribed': [['PriyaPlays', 'Gold']],
  'subscriptionMessages.cancelled': [['6 Jan 2027']],
  'subscriptionMessages.resumed': [['6 Jan 2027']],
  'subscriptionMessages.pastDue': [['₹99', '9 Jan 2027']],
  'subscriptionMessages.paid': [['6 Feb 2027']],
  returnedLabel: [['The stream was offline.']],
  skippedLabel: [['PriyaPlays']],
  waitingLabel: [[null], [1], [2], [3], [11], [22]],
  subscriberLabel: [[{ months: 1 }], [{ months: 3 }]],
  waitText: [[45], [300], [7260]],
}

/**
 * Where each message was found, for the test's failure list, and whether it is `fixed` (the same text
 * every time: keyed exactly in the catalogue) or `built` from values (a pattern may translate it).
 */
export type Found = Map<string, { where: string; fixed: boolean }>

export interface ContractMessages {
  /** Every message text. */
  messages: Found
  /** Labels the helpers build messages from ('Site name' → 'Site name must be text.'). */
  labels: Map<string, string>
  /** Exported message functions with no samples in MESSAGE_SAMPLES. */
  unsampled: string[]
}

const contractFiles = () =>
  readdirSync(CONTRACT)
    .filter((file) => file.endsWith('.ts') && file !== 'hindi-messages.ts')
    .sort()

/** The server's files that answer requests: its modules, plugins and refusals (not its configuration). */
function serverFiles(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return dir === SERVER && !['modules', 'plugins'].includes(entry.name) ? [] : serverFiles(path)
    return entry.name.endsWith('.ts') && (dir !== SERVER || entry.name === 'errors.ts') ? [path] : []
  })
}

/** Every export of every contract module, by name: the constants templates are written with. */
type Exports = Map<string, unknown>

/** 1: the exported message objects, texts and functions, at run time. */
async function exportedMessages(into: Found, unsampled: string[], exports: Exports) {
  const walk = (value: unknown, path: string, where: string, fixed: boolean) => {
    if (typeof value === 'string') {
      if (/[A-Za-z]/.test(value) && !into.get(value)?.fixed) into.set(value, { where, fixed })
    } else if (typeof value === 'function') {
      const samples = MESSAGE_SAMPLES[path]
      if (!samples) {
        unsampled.push(`${where} ${path}`)
        return
      }
      for (const args of samples) walk((value as (...a: unknown[]) => unknown)(...args), path, where, false)
    } else if (value && typeof value === 'object' && !('_zod' in value)) {
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`, where, fixed)
    }
  }
  for (const file of contractFiles()) {
    const module = (await import(join(CONTRACT, file))) as Record<string, unknown>
    for (const [name, value] of Object.entries(module)) {
      exports.set(name, value)
      if (!MESSAGE_EXPORT.test(name) || NOT_MESSAGES.has(name)) continue
      walk(value, name, `contract/${file}`, true)
    }
  }
}

/** Zod's checks and string methods: the index of the argument that is the message. */
const MESSAGE_ARGUMENT: Record<string, number> = {
  min: 1,
  max: 1,
  length: 1,
  gte: 1,
  lte: 1,
  gt: 1,
  lt: 1,
  multipleOf: 1,
  regex: 1,
  startsWith: 1,
  endsWith: 1,
  includes: 1,
  refine: 1,
  int: 0,
  positive: 0,
  nonnegative: 0,
  negative: 0,
  nonpositive: 0,
  finite: 0,
  email: 0,
  url: 0,
  nonempty: 0,
}

/** A helper's parameter that is a whole message, or a label its messages are built from. */
const MESSAGE_PARAMETER = /(^message$|Message$)/
const LABEL_PARAMETER = /^(label|what|name)$/

/** The label a sample of a message built from one stands for; its Hindi is in the catalogue. */
export const SAMPLE_LABEL = 'Site name'

/** A message's possible texts: the branches of a condition, an arrow's result, the literal itself. */
function leaves(node: ts.Node): ts.Node[] {
  if (ts.isParenthesizedExpression(node)) return leaves(node.expression)
  if (ts.isConditionalExpression(node)) return [...leaves(node.whenTrue), ...leaves(node.whenFalse)]
  if (ts.isArrowFunction(node)) return ts.isBlock(node.body) ? [] : leaves(node.body)
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
    return [node]
  return []
}

/**
 * The value of a template's expression when it is a constant: an exported one or a property of one
 * (`GRIEVANCE_MAX_LENGTHS.link`), written as the template writes it (`.toLocaleString('en-IN')`,
 * `formatRupees(…)`); undefined for a helper's own values.
 */
function constantOf(node: ts.Expression, exports: Exports): string | undefined {
  if (ts.isParenthesizedExpression(node)) return constantOf(node.expression, exports)
  const evaluate = (expression: ts.Expression): unknown => {
    if (ts.isIdentifier(expression)) return exports.get(expression.text)
    if (ts.isPropertyAccessExpression(expression)) {
      const owner = evaluate(expression.expression)
      return owner && typeof owner === 'object'
        ? (owner as Record<string, unknown>)[expression.name.text]
        : undefined
    }
    if (ts.isNumericLiteral(expression)) return Number(expression.text)
    return undefined
  }
  if (ts.isCallExpression(node)) {
    const callee = node.expression
    const [first] = node.arguments
    if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'toLocaleString') {
      const value = evaluate(callee.expression)
      const locale = first && ts.isStringLiteral(first) ? first.text : undefined
      return typeof value === 'number' ? value.toLocaleString(locale) : undefined
    }
    const format = ts.isIdentifier(callee) ? exports.get(callee.text) : undefined
    if (typeof format === 'function' && first) {
      const value = evaluate(first)
      return value === undefined ? undefined : String(format(value))
    }
    return undefined
  }
  const value = evaluate(node)
  return typeof value === 'number' || typeof value === 'string' ? String(value) : undefined
}

/**
 * A literal's text; a template's with its constants read and a helper's values replaced by samples (a
 * label, or 5). `fixed` when nothing was sampled.
 */
function textOf(node: ts.Node, exports: Exports): { text: string; fixed: boolean } | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return { text: node.text, fixed: true }
  if (!ts.isTemplateExpression(node)) return undefined
  let text = node.head.text
  let fixed = true
  for (const span of node.templateSpans) {
    const expression = span.expression
    const constant = constantOf(expression, exports)
    if (constant === undefined) fixed = false
    text +=
      constant ?? (ts.isIdentifier(expression) && LABEL_PARAMETER.test(expression.text) ? SAMPLE_LABEL : '5')
    text += span.literal.text
  }
  return { text, fixed }
}

interface Helper {
  parameters: string[]
}

/** The functions a file declares (declarations and `const f = (…) =>`), by name, with their parameters. */
function helpersOf(source: ts.SourceFile): Map<string, Helper> {
  const helpers = new Map<string, Helper>()
  const parametersOf = (fn: ts.SignatureDeclaration) =>
    fn.parameters.map((parameter) => (ts.isIdentifier(parameter.name) ? parameter.name.text : ''))
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name)
      helpers.set(node.name.text, { parameters: parametersOf(node) })
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      helpers.set(node.name.text, { parameters: parametersOf(node.initializer) })
    ts.forEachChild(node, visit)
  }
  visit(source)
  return helpers
}

/** 2: the messages written inline in the contract's schemas, and the labels of the helpers' messages. */
function inlineContractMessages(messages: Found, labels: Map<string, string>, exports: Exports) {
  const sources = contractFiles().map((file) => {
    const path = join(CONTRACT, file)
    return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
  })
  const exported = new Map<string, Helper>()
  for (const source of sources) for (const [name, helper] of helpersOf(source)) exported.set(name, helper)
  for (const source of sources) {
    const local = helpersOf(source)
    const where = (node: ts.Node) =>
      `${relative(ROOT, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
    const addMessage = (node: ts.Node) => {
      for (const leaf of leaves(node)) {
        const found = textOf(leaf, exports)
        if (found && /[A-Za-z]/.test(found.text) && !messages.get(found.text)?.fixed)
          messages.set(found.text, { where: where(leaf), fixed: found.fixed })
      }
    }
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression
        if (ts.isPropertyAccessExpression(callee)) {
          const index = MESSAGE_ARGUMENT[callee.name.text]
          const argument = index === undefined ? undefined : node.arguments[index]
          if (argument) addMessage(argument)
        } else if (ts.isIdentifier(callee)) {
          const helper = local.get(callee.text) ?? exported.get(callee.text)
          node.arguments.forEach((argument, index) => {
            const parameter = helper?.parameters[index] ?? ''
            if (MESSAGE_PARAMETER.test(parameter)) addMessage(argument)
            else if (LABEL_PARAMETER.test(parameter) && ts.isStringLiteral(argument))
              labels.set(argument.text, where(argument))
          })
        }
      }
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        (node.name.text === 'error' || node.name.text === 'message')
      )
        addMessage(node.initializer)
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
}

/** 3: the refusals and messages the server writes in its own words. */
function serverMessages(messages: Found) {
  for (const path of serverFiles()) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
    const where = (node: ts.Node) =>
      `${relative(ROOT, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
    const add = (node: ts.Node | undefined) => {
      if (
        node &&
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        /[A-Z]/.test(node.text)
      )
        messages.set(node.text, { where: where(node), fixed: true })
    }
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        if (node.expression.text === 'errorBody' || node.expression.text === 'jwtErrorBody')
          add(node.arguments[0])
      }
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'RefusalError'
      )
        add(node.arguments?.[1])
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        (node.name.text === 'error' || node.name.text === 'message')
      )
        add(node.initializer)
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /_MESSAGE$/.test(node.name.text))
        add(node.initializer)
      // A function that answers with a message (`clientMessage`): its literal results.
      if (ts.isReturnStatement(node) && node.expression) {
        const fn = ts.findAncestor(node, ts.isFunctionDeclaration)
        if (fn?.name && /Message$/.test(fn.name.text)) add(node.expression)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
}

/** Every message `contract/` and the server write, with where each was found. */
export async function contractMessages(): Promise<ContractMessages> {
  const messages: Found = new Map()
  const labels = new Map<string, string>()
  const unsampled: string[] = []
  const exports: Exports = new Map()
  await exportedMessages(messages, unsampled, exports)
  inlineContractMessages(messages, labels, exports)
  serverMessages(messages)
  return { messages, labels, unsampled }
}
