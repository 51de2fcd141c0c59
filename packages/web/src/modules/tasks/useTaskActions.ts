// Ticking and deleting a task. A tick shows at once (an optimistic answer in the cache) and the server confirms;
// if it refuses, Apollo drops the optimistic answer — the tick is undone — and a toast says why.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteTaskDocument,
  MyTasksDocument,
  StartupTasksDocument,
  TeamTasksDocument,
  UpdateTaskDoneDocument,
  type UpdateTaskDoneMutation,
} from '../../generated/graphql.ts';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { errorMessage } from '../../app/errors.ts';
import { TASK_ERRORS } from './taskErrors.ts';
import { withOwnPart, type TaskCard } from './taskModel.ts';

export type { TaskCard } from './taskModel.ts';

/** Asks every task list on screen again (after a create, edit or delete). */
export function useRefreshTaskLists(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    await client
      .refetchQueries({ include: [MyTasksDocument, TeamTasksDocument, StartupTasksDocument] })
      .catch(() => {});
  }, [client]);
}

export function useTickTask(): (task: TaskCard, done: boolean) => Promise<void> {
  const { t } = useTranslation();
  const me = useCurrentUser()._id;
  const [mutate] = useMutation(UpdateTaskDoneDocument);
  return useCallback(
    async (task, done) => {
      try {
        await mutate({
          variables: { taskId: task._id, done },
          optimisticResponse: {
            updateTaskDone: { __typename: 'Task', ...withOwnPart(task, me, done) },
          } as UpdateTaskDoneMutation,
        });
      } catch (error) {
        notifications.show({
          color: 'red',
          title: t('tasks.errors.tickFailed'),
          message: errorMessage(error, TASK_ERRORS, t),
        });
      }
    },
    [mutate, me, t],
  );
}

/** Deletes; resolves to the error text on failure (the caller shows it in its banner), null on success. */
export function useDeleteTask(): (task: TaskCard) => Promise<string | null> {
  const { t } = useTranslation();
  const [mutate] = useMutation(DeleteTaskDocument);
  const refresh = useRefreshTaskLists();
  return useCallback(
    async (task) => {
      try {
        await mutate({
          variables: { taskId: task._id },
          update: (cache) => {
            cache.evict({ id: cache.identify({ __typename: 'Task', _id: task._id }) });
            cache.gc();
          },
        });
        void refresh();
        return null;
      } catch (error) {
        return errorMessage(error, TASK_ERRORS, t);
      }
    },
    [mutate, refresh, t],
  );
}
