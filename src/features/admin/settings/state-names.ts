// The names of India's states and union territories (contract/indian-states.ts, in English there) as
// the Business tab's state select shows them, in the app's language; keyed by their GST state code.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { IndianStateCode } from '../../../../contract/indian-states'

export const STATE_NAMES: Record<IndianStateCode, MessageDescriptor> = {
  '01': msg`Jammu and Kashmir`,
  '02': msg`Himachal Pradesh`,
  '03': msg`Punjab`,
  '04': msg`Chandigarh`,
  '05': msg`Uttarakhand`,
  '06': msg`Haryana`,
  '07': msg`Delhi`,
  '08': msg`Rajasthan`,
  '09': msg`Uttar Pradesh`,
  '10': msg`Bihar`,
  '11': msg`Sikkim`,
  '12': msg`Arunachal Pradesh`,
  '13': msg`Nagaland`,
  '14': msg`Manipur`,
  '15': msg`Mizoram`,
  '16': msg`Tripura`,
  '17': msg`Meghalaya`,
  '18': msg`Assam`,
  '19': msg`West Bengal`,
  '20': msg`Jharkhand`,
  '21': msg`Odisha`,
  '22': msg`Chhattisgarh`,
  '23': msg`Madhya Pradesh`,
  '24': msg`Gujarat`,
  '26': msg`Dadra and Nagar Haveli and Daman and Diu`,
  '27': msg`Maharashtra`,
  '29': msg`Karnataka`,
  '30': msg`Goa`,
  '31': msg`Lakshadweep`,
  '32': msg`Kerala`,
  '33': msg`Tamil Nadu`,
  '34': msg`Puducherry`,
  '35': msg`Andaman and Nicobar Islands`,
  '36': msg`Telangana`,
  '37': msg`Andhra Pradesh`,
  '38': msg`Ladakh`,
}
