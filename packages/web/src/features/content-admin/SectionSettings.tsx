import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ZRichText, type TContentSection } from '@portal/core';
import { CloseIcon } from '../../ui/icons';
import { LazyRichTextEditor } from '../../ui/rich-text/LazyRichTextEditor';
import { ContentFileUpload } from '../content-files/ContentFileUpload';
import { ContentItemsPicker } from './ContentItemsPicker';
import { SurveyReleasePicker } from './SurveyReleasePicker';

type Props = {
  section: TContentSection;
  onChange: (data: Record<string, unknown>) => void;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Texts or links one per line, as a list (blank lines dropped). */
const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

type Link = { label: string; href: string };

/** simpleNav: links, each a label and an address. */
function LinksField({ links, onChange }: { links: Link[]; onChange: (links: Link[]) => void }) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<Link>) =>
    onChange(links.map((link, i) => (i === index ? { ...link, ...patch } : link)));
  return (
    <Stack spacing={1}>
      {links.map((link, index) => (
        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            label={t('contentAdmin.settings.label')}
            value={link.label}
            onChange={(event) => change(index, { label: event.target.value })}
          />
          <TextField
            size="small"
            label={t('contentAdmin.settings.href')}
            value={link.href}
            onChange={(event) => change(index, { href: event.target.value })}
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={t('contentAdmin.settings.removeLink', { label: link.label })}
            onClick={() => onChange(links.filter((_, i) => i !== index))}
          >
            <CloseIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...links, { label: '', href: '' }])}
      >
        {t('contentAdmin.settings.addLink')}
      </Button>
    </Stack>
  );
}

/**
 * The settings form of one section, by type. Text sections use the portal's rich-text editor
 * (the one notes use). The sections that show the member's own data have no settings: the page
 * says what they show. Images are uploaded or linked; a video section takes a provider's link.
 */
export function SectionSettings({ section, onChange }: Props) {
  const { t } = useTranslation();
  const { data } = section;
  const field = (key: string, label: string, multiline = false) => (
    <TextField
      size="small"
      label={label}
      value={text(data[key])}
      multiline={multiline}
      onChange={(event) => onChange({ ...data, [key]: event.target.value })}
    />
  );
  const linesField = (key: string, label: string) => (
    <TextField
      size="small"
      multiline
      minRows={2}
      label={label}
      value={list<string>(data[key]).join('\n')}
      onChange={(event) => onChange({ ...data, [key]: lines(event.target.value) })}
    />
  );
  switch (section.type) {
    case 'title':
      return field('text', t('contentAdmin.settings.titleText'));
    case 'text': {
      const body = ZRichText.safeParse(data.body);
      return (
        <LazyRichTextEditor
          initial={body.success ? body.data : []}
          onChange={(next) => onChange({ ...data, body: next })}
          label={t('contentAdmin.settings.body')}
          minHeight={120}
        />
      );
    }
    case 'button':
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {field('label', t('contentAdmin.settings.label'))}
          {field('href', t('contentAdmin.settings.href'))}
        </Stack>
      );
    case 'image':
      return (
        <Stack spacing={1}>
          <ContentFileUpload
            kind="image"
            onUploaded={(file) => {
              // The link is dropped, not set to undefined: stored settings are JSON only.
              const next: Record<string, unknown> = { ...data, fileId: file.id };
              delete next.url;
              onChange(next);
            }}
          />
          {typeof data.fileId === 'string' ? (
            <Typography variant="body2">{t('contentAdmin.settings.imageUploaded')}</Typography>
          ) : (
            field('url', t('contentAdmin.settings.imageUrl'))
          )}
          {field('alt', t('contentAdmin.settings.alt'))}
        </Stack>
      );
    case 'imageCarousel': {
      const images = list<{ url?: string; fileId?: string }>(data.images);
      const uploaded = images.filter((image) => image.fileId);
      return (
        <Stack spacing={1}>
          <TextField
            size="small"
            multiline
            minRows={2}
            label={t('contentAdmin.settings.imageUrls')}
            value={images.flatMap((image) => (image.url ? [image.url] : [])).join('\n')}
            onChange={(event) =>
              onChange({
                ...data,
                images: [...uploaded, ...lines(event.target.value).map((url) => ({ url }))],
              })
            }
          />
          <Typography variant="body2">
            {t('contentAdmin.settings.imagesUploaded', { count: uploaded.length })}
          </Typography>
          <ContentFileUpload
            kind="image"
            onUploaded={(file) => onChange({ ...data, images: [...images, { fileId: file.id }] })}
          />
        </Stack>
      );
    }
    case 'video':
      return (
        <Stack spacing={1}>
          {field('url', t('contentAdmin.settings.videoUrl'))}
          {field('contentId', t('contentAdmin.settings.videoItem'))}
          <Typography variant="body2" color="text.secondary">
            {t('contentAdmin.settings.videoHelp')}
          </Typography>
        </Stack>
      );
    case 'related':
    case 'attachments':
      return (
        <ContentItemsPicker
          label={t('contentAdmin.settings.contentItems')}
          ids={list<string>(data.contentIds)}
          onChange={(contentIds) => onChange({ ...data, contentIds })}
        />
      );
    case 'simpleNav':
      return (
        <LinksField
          links={list<Link>(data.links)}
          onChange={(links) => onChange({ ...data, links })}
        />
      );
    case 'checkboxProgressBar':
      return linesField('items', t('contentAdmin.settings.checklist'));
    case 'trainerReminders':
      return linesField('reminders', t('contentAdmin.settings.reminders'));
    case 'component':
      return field('name', t('contentAdmin.settings.componentName'));
    case 'domoReport':
      return field('url', t('contentAdmin.settings.reportUrl'));
    case 'survey':
    case 'contentSurvey':
      return (
        <SurveyReleasePicker
          releaseId={text(data.releaseId)}
          onChange={(releaseId) => {
            // No release is no key (stored settings are JSON only; the page shows nothing then).
            const next: Record<string, unknown> = { ...data, releaseId };
            if (!releaseId) delete next.releaseId;
            onChange(next);
          }}
        />
      );
    case 'row':
    case 'col':
      return null;
    default:
      return (
        <Typography variant="body2" color="text.secondary">
          {t('contentAdmin.settings.automatic')}
        </Typography>
      );
  }
}
