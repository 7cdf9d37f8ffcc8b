// What the leads' acknowledgements share: "here is what you sent" and one line per field that was filled
// (labels from the catalogue, values as the sender wrote them; no internal ids).
import type { MessageKey } from '@crestline/contracts';
import type { MailText } from '../define';
import { Paragraph } from '../layout';

export function LeadSummary({
  text,
  lines,
}: {
  text: MailText;
  lines: readonly (readonly [MessageKey, string | undefined])[];
}) {
  return (
    <>
      <Paragraph>{text('mail.lead.youSent')}</Paragraph>
      {lines
        .filter((line): line is readonly [MessageKey, string] => Boolean(line[1]?.trim()))
        .map(([label, value]) => (
          <Paragraph key={label}>{`${text(label)}: ${value}`}</Paragraph>
        ))}
    </>
  );
}
