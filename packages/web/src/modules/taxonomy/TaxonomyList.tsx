// The one list-with-create of the taxonomy: every tag kind (/setup/tags/{kind}), the industries (/setup/industries)
// and the startup tags and industries tabs of /startups/management use it. A list holds items in their order, each
// with its use count; the screen creates, renames, merges one item into another, deletes (saying first how many
// things use it) and moves items up or down. What an item is, and any extra fields, is the caller's.
import { ActionIcon, Button, Card, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TaxonomyItem {
  readonly _id: string;
  readonly name: string;
  /** How many things use it; null when nothing carries this list yet. */
  readonly useCount: number | null;
}

export interface TaxonomyListProps<T extends TaxonomyItem> {
  /** The list's name (table label, headings). */
  readonly label: string;
  /** What uses the items (startups, people, events), for the delete question. */
  readonly usesLabel: string;
  readonly items: readonly T[];
  readonly maxLength: number;
  /** A prefix for test ids ("tag", "industry"). */
  readonly testId: string;
  /** Each runs the call and its toast; true when it succeeded. */
  readonly onCreate: (name: string) => Promise<boolean>;
  readonly onRename: (item: T, name: string) => Promise<boolean>;
  readonly onMerge: (source: T, target: T) => Promise<boolean>;
  readonly onDelete: (item: T) => Promise<boolean>;
  readonly onReorder: (ids: string[]) => Promise<boolean>;
  /** Extra fields of the create form (a startup tag's category and colour). */
  readonly createExtra?: ReactNode;
  /** How an item's name shows in the table (default: its name). */
  readonly renderName?: (item: T) => ReactNode;
  /** Extra columns: a heading and a cell per item. */
  readonly extraColumn?: { readonly heading: string; readonly cell: (item: T) => ReactNode };
  /** An item's own editor instead of the rename dialog (a startup tag's category and colour). */
  readonly editItem?: (item: T, close: () => void) => ReactNode;
}

/** A dialog whose header is not a page banner (axe: one banner landmark) and whose close button is named. */
export function TaxonomyModal({
  opened,
  onClose,
  title,
  children,
}: {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const plainHeader = { component: 'div' } as object;
  return (
    <Modal.Root opened={opened} onClose={onClose}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header {...plainHeader}>
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('taxonomy.cancel')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

type Dialog<T> = { kind: 'rename' | 'merge' | 'delete'; item: T } | null;

export function TaxonomyList<T extends TaxonomyItem>(props: TaxonomyListProps<T>) {
  const { t } = useTranslation();
  const { items, testId } = props;
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog<T>>(null);
  const close = () => setDialog(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    if (await props.onCreate(name.trim())) setName('');
    setBusy(false);
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i._id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void props.onReorder(ids);
  };
  const uses = (item: T) => (item.useCount == null ? t('taxonomy.notCarried') : String(item.useCount));
  return (
    <Stack gap="md">
      <Card
        withBorder
        radius="md"
        padding="md"
        component="form"
        onSubmit={(e: FormEvent) => void submit(e)}
        aria-label={t('taxonomy.newItem', { list: props.label })}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('taxonomy.name')}
            value={name}
            maxLength={props.maxLength}
            required
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ flex: '1 1 200px' }}
            data-testid={`${testId}-name`}
          />
          {props.createExtra}
          <Button type="submit" loading={busy} data-testid={`${testId}-create`}>
            {t('taxonomy.add')}
          </Button>
        </Group>
      </Card>
      {items.length === 0 ? (
        <Text c="dimmed">{t('taxonomy.noneYet')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label={props.label} data-testid={`${testId}-table`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('taxonomy.name')}</Table.Th>
                {props.extraColumn ? <Table.Th scope="col">{props.extraColumn.heading}</Table.Th> : null}
                <Table.Th scope="col">{t('taxonomy.used')}</Table.Th>
                <Table.Th scope="col">{t('taxonomy.order')}</Table.Th>
                <Table.Th scope="col">{t('taxonomy.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, index) => (
                <Table.Tr key={item._id} data-testid={`${testId}-row`}>
                  <Table.Td dir="auto">{props.renderName ? props.renderName(item) : item.name}</Table.Td>
                  {props.extraColumn ? <Table.Td>{props.extraColumn.cell(item)}</Table.Td> : null}
                  <Table.Td>{uses(item)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        disabled={index === 0}
                        aria-label={t('taxonomy.moveUp', { name: item.name })}
                        onClick={() => move(index, -1)}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        disabled={index === items.length - 1}
                        aria-label={t('taxonomy.moveDown', { name: item.name })}
                        onClick={() => move(index, 1)}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {(['rename', 'merge', 'delete'] as const).map((kind) => (
                        <Button
                          key={kind}
                          size="xs"
                          variant="subtle"
                          color={kind === 'delete' ? 'red' : undefined}
                          disabled={kind === 'merge' && items.length < 2}
                          aria-label={t(`taxonomy.${kind}Named`, { name: item.name })}
                          onClick={() => setDialog({ kind, item })}
                          data-testid={`${testId}-${kind}`}
                        >
                          {t(`taxonomy.${kind}`)}
                        </Button>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TaxonomyModal
        opened={dialog != null}
        onClose={close}
        title={dialog ? t(`taxonomy.${dialog.kind}Named`, { name: dialog.item.name }) : ''}
      >
        {dialog?.kind === 'rename' ? (
          props.editItem ? (
            props.editItem(dialog.item, close)
          ) : (
            <RenameForm key={dialog.item._id} {...props} item={dialog.item} onDone={close} />
          )
        ) : null}
        {dialog?.kind === 'merge' ? (
          <MergeForm key={dialog.item._id} {...props} item={dialog.item} onDone={close} />
        ) : null}
        {dialog?.kind === 'delete' ? (
          <DeleteForm key={dialog.item._id} {...props} item={dialog.item} onDone={close} />
        ) : null}
      </TaxonomyModal>
    </Stack>
  );
}

type FormProps<T extends TaxonomyItem> = TaxonomyListProps<T> & { item: T; onDone: () => void };

function Actions({
  onCancel,
  label,
  busy,
  color,
}: {
  onCancel: () => void;
  label: string;
  busy: boolean;
  color?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('taxonomy.cancel')}
      </Button>
      <Button type="submit" loading={busy} color={color} data-testid="taxonomy-confirm">
        {label}
      </Button>
    </Group>
  );
}

function useSubmit(work: () => Promise<boolean>, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const ok = await work();
    setBusy(false);
    if (ok) onDone();
  };
  return { busy, onSubmit: (e: FormEvent) => void submit(e) };
}

function RenameForm<T extends TaxonomyItem>(p: FormProps<T>) {
  const { t } = useTranslation();
  const [name, setName] = useState(p.item.name);
  const form = useSubmit(() => (name.trim() ? p.onRename(p.item, name.trim()) : Promise.resolve(false)), p.onDone);
  return (
    <form onSubmit={form.onSubmit}>
      <Stack gap="sm">
        <TextInput
          label={t('taxonomy.name')}
          value={name}
          maxLength={p.maxLength}
          required
          data-autofocus
          onChange={(e) => setName(e.currentTarget.value)}
          data-testid={`${p.testId}-rename-name`}
        />
        <Actions onCancel={p.onDone} label={t('taxonomy.save')} busy={form.busy} />
      </Stack>
    </form>
  );
}

function MergeForm<T extends TaxonomyItem>(p: FormProps<T>) {
  const { t } = useTranslation();
  const others = p.items.filter((i) => i._id !== p.item._id);
  const [targetId, setTargetId] = useState<string | null>(null);
  const target = others.find((i) => i._id === targetId);
  const form = useSubmit(() => (target ? p.onMerge(p.item, target) : Promise.resolve(false)), p.onDone);
  return (
    <form onSubmit={form.onSubmit}>
      <Stack gap="sm">
        <Text size="sm">{t('taxonomy.mergeExplain', { name: p.item.name })}</Text>
        <Select
          label={t('taxonomy.mergeInto')}
          data={others.map((i) => ({ value: i._id, label: i.name }))}
          value={targetId}
          onChange={setTargetId}
          searchable
          required
          data-autofocus
          data-testid={`${p.testId}-merge-target`}
        />
        <Actions onCancel={p.onDone} label={t('taxonomy.merge')} busy={form.busy} />
      </Stack>
    </form>
  );
}

function DeleteForm<T extends TaxonomyItem>(p: FormProps<T>) {
  const { t } = useTranslation();
  const form = useSubmit(() => p.onDelete(p.item), p.onDone);
  return (
    <form onSubmit={form.onSubmit}>
      <Stack gap="sm">
        <Text size="sm" data-testid={`${p.testId}-delete-uses`}>
          {p.item.useCount == null || p.item.useCount === 0
            ? t('taxonomy.deleteUnused', { name: p.item.name })
            : t('taxonomy.deleteUsed', { name: p.item.name, what: p.usesLabel, count: p.item.useCount })}
        </Text>
        <Actions onCancel={p.onDone} label={t('taxonomy.delete')} busy={form.busy} color="red" />
      </Stack>
    </form>
  );
}
