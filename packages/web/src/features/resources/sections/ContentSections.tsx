import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createElement } from 'react';
import {
  contentParamFields,
  fillContentParams,
  isSectionTypeOn,
  type ContentParamType,
  type TContentParamValues,
  type TContentSection,
} from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { useSession } from '../../../auth/session-context';
import { SectionBoundary } from './SectionBoundary';
import { sectionRenderer } from './section-types';
import { SectionScopeContext, sectionAnchor, type SectionScope } from './section-scope';
import { UnavailableSection } from './UnavailableSection';

type Props = {
  sections: readonly TContentSection[];
  /** The item shown; links to other items stay in `groupCode`'s group. */
  contentId?: string | null;
  groupCode?: string | null;
  /** The item's signed file addresses (`TContent.fileUrls`): its images are loaded from them. */
  fileUrls?: Readonly<Record<string, string>> | undefined;
  /** The item's declared content params and the reader's values for them (none: left empty). */
  params?: { types: readonly ContentParamType[]; values: TContentParamValues } | undefined;
};

/** A column's share of its row: its `width` (1 to 12) when set, else an equal share. */
function columnWidth(column: TContentSection): number {
  const width = column.data.width;
  return typeof width === 'number' && width >= 1 && width <= 12 ? width : 1;
}

function Row({ row }: { row: TContentSection }) {
  const columns = (row.children ?? []).filter((child) => child.type === 'col');
  return (
    <Box
      id={sectionAnchor(row.id)}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: columns.map((column) => `minmax(0, ${columnWidth(column)}fr)`).join(' ') || '1fr',
        },
      }}
    >
      {columns.map((column) => (
        <Stack key={column.id} id={sectionAnchor(column.id)} spacing={3} sx={{ minWidth: 0 }}>
          <SectionList sections={column.children ?? []} />
        </Stack>
      ))}
    </Box>
  );
}

function Section({ section }: { section: TContentSection }) {
  if (section.type === 'row') return <Row row={section} />;
  const renderer = sectionRenderer(section.type);
  return (
    <Box
      component="section"
      id={sectionAnchor(section.id)}
      data-section-type={section.type}
      aria-label={section.title || undefined}
      sx={{ scrollMarginTop: 96, minWidth: 0 }}
    >
      {section.title && section.type !== 'title' && (
        <Typography variant="h6" component="h3" gutterBottom>
          {section.title}
        </Typography>
      )}
      <SectionBoundary>
        {renderer ? createElement(renderer, { section }) : <UnavailableSection />}
      </SectionBoundary>
    </Box>
  );
}

/** The sections in order, without those of a part the brand has off (related, `relatedContent`). */
function SectionList({ sections }: { sections: readonly TContentSection[] }) {
  const { features } = usePortal().config;
  return sections
    .filter((section) => isSectionTypeOn(features, section.type))
    .map((section) => <Section key={section.id} section={section} />);
}

/**
 * A content page: its sections top to bottom, rows laid out in columns side by side from
 * medium screens up and one under another on a phone. Each section has an anchor (its id, the
 * spec's `sectionHash`); a section of an unknown type, or one that fails, shows "unavailable"
 * and never breaks the page.
 */
export function ContentSections({
  sections,
  contentId = null,
  groupCode = null,
  fileUrls = {},
  params,
}: Props) {
  const { session } = useSession();
  const fields = contentParamFields(params?.types ?? []);
  const values = params?.values ?? {};
  const scope: SectionScope = {
    contentId,
    groupCode,
    signedIn: session !== null,
    fileUrls,
    linkFor: (href) => fillContentParams(href, fields, values),
  };
  return (
    <SectionScopeContext.Provider value={scope}>
      <Stack spacing={3} data-testid="content-sections">
        <SectionList sections={sections} />
      </Stack>
    </SectionScopeContext.Provider>
  );
}
