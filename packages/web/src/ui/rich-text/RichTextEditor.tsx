import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRichText } from '@portal/core';
import { LinkDialog } from './LinkDialog';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions';
import { docToRichText, richTextToDoc } from './rich-text-doc';

type Props = {
  /** The text the editor starts with; later changes of it are not followed (remount instead). */
  initial: TRichText;
  onChange: (text: TRichText) => void;
  /** The accessible name of the editable area. */
  label: string;
  minHeight?: number;
};

/** A formatting button: whether it is on where the cursor is, and what a press does. */
type Tool = {
  key: 'bold' | 'italic' | 'underline' | 'heading' | 'bullet' | 'numbered' | 'quote';
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const TOOLS: readonly Tool[] = [
  {
    key: 'bold',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'heading',
    active: (e) => e.isActive('heading'),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bullet',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'numbered',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'quote',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

/**
 * The rich-text editor of notes and content sections (Tiptap): what it hands out is core's
 * structured rich text, read back through the allow-list of `docToRichText`, never HTML.
 */
export function RichTextEditor({ initial, onChange, label, minHeight = 160 }: Props) {
  const { t } = useTranslation();
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: richTextToDoc(initial),
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
    onUpdate: ({ editor: changed }) => onChange(docToRichText(changed.getJSON())),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: TOOLS.filter((tool) => tool.active(current)).map((tool) => tool.key),
      link: current.isActive('link'),
    }),
  });

  const setLink = (href: string | null) => {
    setLinking(false);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href }).run();
    else chain.unsetLink().run();
  };

  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        aria-label={t('richText.toolbar')}
        sx={{ flexWrap: 'wrap', mb: 1 }}
      >
        {TOOLS.map((tool) => (
          <ToggleButton
            key={tool.key}
            value={tool.key}
            selected={state.active.includes(tool.key)}
            aria-label={t(`richText.${tool.key}`)}
            title={t(`richText.${tool.key}`)}
            // Keeps the selection in the editor while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor)}
            sx={{ textTransform: 'none', fontWeight: tool.key === 'bold' ? 700 : 400 }}
          >
            {t(`richText.${tool.key}`)}
          </ToggleButton>
        ))}
        <ToggleButton
          value="link"
          selected={state.link}
          aria-label={t('richText.link')}
          title={t('richText.link')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setLinking(true)}
          sx={{ textTransform: 'none' }}
        >
          {t('richText.link')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Box
        sx={{
          '& .tiptap': {
            minHeight,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflowWrap: 'anywhere',
          },
          '& .tiptap:focus': { outline: 2, outlineColor: 'primary.main' },
          '& .tiptap p, & .tiptap h3, & .tiptap blockquote': { my: 0.5 },
          '& .tiptap blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, mx: 0 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {linking && (
        <LinkDialog
          initial={String(editor.getAttributes('link').href ?? '')}
          onApply={setLink}
          onClose={() => setLinking(false)}
        />
      )}
    </Box>
  );
}
