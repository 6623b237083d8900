import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_SECTION_TYPES,
  isContentSectionType,
  isSectionTypeOn,
  type ContentSectionType,
  type TContentSection,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { SectionSettings } from './SectionSettings';
import {
  addSection,
  canMoveIntoColumn,
  isInColumn,
  moveIntoColumn,
  moveOutOfColumn,
  moveSection,
  newSection,
  pageColumns,
  removeSection,
  updateSection,
  type Sections,
} from './section-tree';

/** A change of the page, applied to its latest state (editors may call back late). */
export type SectionsChange = (change: (sections: Sections) => TContentSection[]) => void;
type Change = SectionsChange;

/** The types offered in the add menu: every type of the spec but a column (rows bring theirs). */
const ADDABLE = CONTENT_SECTION_TYPES.filter((type) => type !== 'col');

/**
 * A button opening the menu of section types (without those of a part the brand has off); the
 * picked type is added to `parentId`.
 */
function AddSectionMenu({ parentId, change }: { parentId: string | null; change: Change }) {
  const { t } = useTranslation();
  const { features } = usePortal().config;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const add = (type: ContentSectionType) => {
    setAnchor(null);
    change((sections) => addSection(sections, parentId, newSection(type)));
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {parentId === null ? t('contentAdmin.sections.add') : t('contentAdmin.sections.addHere')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ADDABLE.filter((type) => isSectionTypeOn(features, type)).map((type) => (
          <MenuItem key={type} onClick={() => add(type)}>
            {t(`contentAdmin.sectionType.${type}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** "Move into column": the page's columns other than the section's own. */
function MoveIntoMenu({ section, sections, change }: BlockProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const targets = pageColumns(sections).filter((column) =>
    canMoveIntoColumn(sections, section.id, column.id),
  );
  if (targets.length === 0) return null;
  return (
    <>
      <Button size="small" onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        {t('contentAdmin.sections.moveInto')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {targets.map((column) => (
          <MenuItem
            key={column.id}
            onClick={() => {
              setAnchor(null);
              change((tree) => moveIntoColumn(tree, section.id, column.id));
            }}
          >
            {t('contentAdmin.sections.column', { row: column.row, column: column.column })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

type SectionAction = 'up' | 'down' | 'left' | 'right' | 'moveOut' | 'remove';
type BlockProps = { section: TContentSection; sections: Sections; change: Change };

/** One section: its type, its actions (move, into and out of columns, remove), its settings. */
function SectionBlock({ section, sections, change }: BlockProps) {
  const { t } = useTranslation();
  const known = isContentSectionType(section.type);
  const typeName = isContentSectionType(section.type)
    ? t(`contentAdmin.sectionType.${section.type}`)
    : section.type;
  const isColumn = section.type === 'col';
  const holds = section.type === 'row' || isColumn;
  const action = (key: SectionAction, run: (tree: Sections) => TContentSection[]) => (
    <Button
      size="small"
      onClick={() => change(run)}
      aria-label={t(`contentAdmin.sections.${key}Of`, { type: typeName })}
    >
      {t(`contentAdmin.sections.${key}`)}
    </Button>
  );
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={typeName}
      data-testid="section-block"
      sx={{ p: 1.5, flex: isColumn ? 1 : undefined, minWidth: isColumn ? 160 : undefined }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1, minWidth: 120 }}>
          {known ? typeName : t('contentAdmin.sections.unknown', { type: section.type })}
        </Typography>
        {action(isColumn ? 'left' : 'up', (tree) => moveSection(tree, section.id, -1))}
        {action(isColumn ? 'right' : 'down', (tree) => moveSection(tree, section.id, 1))}
        {!isColumn && <MoveIntoMenu section={section} sections={sections} change={change} />}
        {isInColumn(sections, section.id) &&
          action('moveOut', (tree) => moveOutOfColumn(tree, section.id))}
        {action('remove', (tree) => removeSection(tree, section.id))}
      </Stack>
      {!holds && known && (
        <Stack spacing={1}>
          <TextField
            size="small"
            label={t('contentAdmin.sections.heading')}
            value={section.title ?? ''}
            onChange={(event) =>
              change((tree) =>
                updateSection(tree, section.id, { title: event.target.value || undefined }),
              )
            }
          />
          <SectionSettings
            section={section}
            onChange={(data) => change((tree) => updateSection(tree, section.id, { data }))}
          />
        </Stack>
      )}
      {holds && (
        <Stack
          direction={section.type === 'row' ? { xs: 'column', md: 'row' } : 'column'}
          spacing={1}
        >
          {(section.children ?? []).map((child) => (
            <SectionBlock key={child.id} section={child} sections={sections} change={change} />
          ))}
          {section.type === 'row' ? (
            <Button
              size="small"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => change((tree) => addSection(tree, section.id, newSection('col')))}
            >
              {t('contentAdmin.sections.addColumn')}
            </Button>
          ) : (
            <AddSectionMenu parentId={section.id} change={change} />
          )}
        </Stack>
      )}
    </Paper>
  );
}

type Props = { sections: Sections; onChange: SectionsChange };

/** The page of a content item as blocks that can be added, moved and removed. */
export function SectionsEditor({ sections, onChange: change }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      {sections.length === 0 && (
        <Typography color="text.secondary">{t('contentAdmin.sections.none')}</Typography>
      )}
      {sections.map((section) => (
        <SectionBlock key={section.id} section={section} sections={sections} change={change} />
      ))}
      <Box>
        <AddSectionMenu parentId={null} change={change} />
      </Box>
    </Stack>
  );
}
