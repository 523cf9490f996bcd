/**
 * The notice body editor: TipTap with exactly the marks and blocks the server keeps (decision 014) —
 * headings 2 and 3, bold, italic, lists, quotes, links — and a toolbar of toggle buttons whose
 * aria-pressed follows the selection. Code, code blocks and rules are off: the server would drop them.
 * The HTML goes out on every change; '' while the editor holds no text.
 */
import { Toolbar, ToolbarButton, ToolbarSeparator, ToolbarToggle } from '#src/components/ui/toolbar.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { noticeMessages } from '#src/lib/messages/notices.ts';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, Link2, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import * as css from '../notice-editor.css.ts';
import { LinkDialog, parseLinkUrl } from './link-dialog.tsx';

const m = noticeMessages;
const linkRel = 'noopener noreferrer nofollow';

export interface RichTextEditorProps {
  initialHtml: string;
  onChange: (html: string) => void;
  /** Called once with the editor's own serialisation of the initial content (the "unchanged" mark). */
  onReady?: (html: string) => void;
  labelId: string;
  errorId?: string;
  isInvalid?: boolean;
}

/** The editable's attributes: a labelled multi-line textbox, described by its error while it has one. */
function attributesFor(labelId: string, errorId: string | undefined, isInvalid: boolean): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(errorId && isInvalid ? { 'aria-describedby': errorId } : {}),
    'aria-invalid': String(isInvalid),
    class: css.content,
  };
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function EditorToolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Toolbar label={m.toolbar}>
      <ToolbarToggle label={m.heading2} isSelected={state.h2} onChange={() => chain().toggleHeading({ level: 2 }).run()}>
        <span className={css.toolText} aria-hidden>
          H2
        </span>
      </ToolbarToggle>
      <ToolbarToggle label={m.heading3} isSelected={state.h3} onChange={() => chain().toggleHeading({ level: 3 }).run()}>
        <span className={css.toolText} aria-hidden>
          H3
        </span>
      </ToolbarToggle>
      <ToolbarSeparator />
      <ToolbarToggle label={m.bold} isSelected={state.bold} onChange={() => chain().toggleBold().run()}>
        <Bold aria-hidden className={iconSmall} />
      </ToolbarToggle>
      <ToolbarToggle label={m.italic} isSelected={state.italic} onChange={() => chain().toggleItalic().run()}>
        <Italic aria-hidden className={iconSmall} />
      </ToolbarToggle>
      <ToolbarSeparator />
      <ToolbarToggle label={m.bulletList} isSelected={state.bulletList} onChange={() => chain().toggleBulletList().run()}>
        <List aria-hidden className={iconSmall} />
      </ToolbarToggle>
      <ToolbarToggle label={m.orderedList} isSelected={state.orderedList} onChange={() => chain().toggleOrderedList().run()}>
        <ListOrdered aria-hidden className={iconSmall} />
      </ToolbarToggle>
      <ToolbarToggle label={m.link} isSelected={state.link} onChange={onLink}>
        <Link2 aria-hidden className={iconSmall} />
      </ToolbarToggle>
      <ToolbarSeparator />
      <ToolbarButton label={m.undo} isDisabled={!state.canUndo} onPress={() => chain().undo().run()}>
        <Undo2 aria-hidden className={iconSmall} />
      </ToolbarButton>
      <ToolbarButton label={m.redo} isDisabled={!state.canRedo} onPress={() => chain().redo().run()}>
        <Redo2 aria-hidden className={iconSmall} />
      </ToolbarButton>
    </Toolbar>
  );
}

export function RichTextEditor({ initialHtml, onChange, onReady, labelId, errorId, isInvalid = false }: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https'],
          HTMLAttributes: { rel: linkRel, target: '_blank' },
          isAllowedUri: (url) => parseLinkUrl(url) !== null,
        },
      }),
    ],
    content: initialHtml,
    editorProps: { attributes: attributesFor(labelId, errorId, isInvalid) },
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
  });

  // The editor's own serialisation of the initial body, once it exists (after mount: it is a state update of the form).
  const reported = useRef(false);
  useEffect(() => {
    if (!editor || reported.current) return;
    reported.current = true;
    onReady?.(htmlOf(editor));
  }, [editor, onReady]);

  // A new error state changes the editable's ARIA attributes in place (recreating it would lose the text).
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes: attributesFor(labelId, errorId, isInvalid) } });
  }, [editor, labelId, errorId, isInvalid]);

  if (!editor) return null;
  const currentHref = (editor.getAttributes('link').href as string | undefined) ?? '';
  return (
    <div className={isInvalid ? css.frameInvalid : css.frame}>
      <EditorToolbar editor={editor} onLink={() => setLinkOpen(true)} />
      <EditorContent editor={editor} />
      <LinkDialog
        isOpen={linkOpen}
        initialUrl={currentHref}
        onOpenChange={setLinkOpen}
        onApply={(href) => {
          setLinkOpen(false);
          if (editor.state.selection.empty && !editor.isActive('link')) {
            // Nothing selected: the address itself becomes the linked text.
            editor
              .chain()
              .focus()
              .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
              .run();
          } else {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
          }
        }}
        onRemove={
          currentHref
            ? () => {
                setLinkOpen(false);
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
              }
            : undefined
        }
      />
    </div>
  );
}
