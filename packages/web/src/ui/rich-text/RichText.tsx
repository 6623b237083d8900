import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { safeLink, type TRichText, type TRichTextBlock, type TRichTextSpan } from '@portal/core';

/** One run of text with its marks, as React text: markup in what a person wrote never becomes live. */
function Span({ span }: { span: TRichTextSpan }) {
  let node: ReactNode = span.text;
  if (span.underline) node = <u>{node}</u>;
  if (span.italic) node = <em>{node}</em>;
  if (span.bold) node = <strong>{node}</strong>;
  const link = safeLink(span.link);
  if (link) {
    node = (
      <Link href={link} target="_blank" rel="noopener noreferrer">
        {node}
      </Link>
    );
  }
  return node;
}

const spans = (block: TRichTextBlock) =>
  block.spans.map((span, index) => <Span key={index} span={span} />);

/** Groups list items of the same kind into one list. */
function groupBlocks(body: TRichText) {
  const groups: { type: TRichTextBlock['type']; blocks: TRichTextBlock[] }[] = [];
  for (const block of body) {
    const last = groups.at(-1);
    const listed = block.type === 'bullet' || block.type === 'numbered';
    if (listed && last?.type === block.type) last.blocks.push(block);
    else groups.push({ type: block.type, blocks: [block] });
  }
  return groups;
}

/** Stored rich text (a note, a content section), rendered from its structure. */
export function RichText({ body }: { body: TRichText }) {
  return (
    <Box sx={{ '& > *': { mt: 0, mb: 1 }, overflowWrap: 'anywhere' }}>
      {groupBlocks(body).map((group, index) => {
        const [first] = group.blocks;
        if (!first) return null;
        if (group.type === 'bullet' || group.type === 'numbered') {
          const List = group.type === 'bullet' ? 'ul' : 'ol';
          return (
            <Box component={List} key={index} sx={{ pl: 3 }}>
              {group.blocks.map((block, item) => (
                <li key={item}>{spans(block)}</li>
              ))}
            </Box>
          );
        }
        if (group.type === 'heading') {
          return (
            <Typography key={index} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
              {spans(first)}
            </Typography>
          );
        }
        if (group.type === 'quote') {
          return (
            <Box
              component="blockquote"
              key={index}
              sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, mx: 0, color: 'text.secondary' }}
            >
              {spans(first)}
            </Box>
          );
        }
        return <Typography key={index}>{spans(first)}</Typography>;
      })}
    </Box>
  );
}
