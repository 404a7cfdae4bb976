import { useCallback, useEffect, useMemo, useState } from 'react';
import { Col, Row, Spin, Tree, type TreeDataNode } from 'antd';
import { FolderOutlined } from '@ant-design/icons';
import type { DirectoryTag, MemberDirectory } from '../../../contracts/workbench/MemberDirectory.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../react/useService.ts';
import { MEMBER_PAGE_SIZE, MemberList, type MemberListProps } from './MemberList.tsx';
import type { MemberType } from './MemberSelection.ts';
import { zhCN } from '../zhCN.ts';

/** Spec part 3 §3: a level-1 tag is a folder. */
export const FOLDER_TAG_LEVEL = 1;

export interface TagTabProps {
  directory: MemberDirectory;
  types: readonly MemberType[];
  /** Keys (ids as strings) of the chosen tags. */
  checkedKeys: string[];
  onCheck: (tag: DirectoryTag, checked: boolean) => void;
  people: Pick<MemberListProps, 'isChosen' | 'isRemovable' | 'onAdd' | 'onRemove'>;
}

function treeData(tags: DirectoryTag[]): TreeDataNode[] {
  return tags.map((tag) => ({
    key: String(tag.tagId),
    title: tag.tagName,
    icon: tag.level === FOLDER_TAG_LEVEL ? <FolderOutlined aria-label={tag.tagName} /> : undefined,
    children: treeData(tag.tagList ?? []),
  }));
}

function indexTags(tags: DirectoryTag[], into = new Map<string, DirectoryTag>()): Map<string, DirectoryTag> {
  for (const tag of tags) {
    into.set(String(tag.tagId), tag);
    indexTags(tag.tagList ?? [], into);
  }
  return into;
}

/**
 * The 标签 tab: the tag tree (tags are chosen with type 'tag'), and with type 'tagUser' the
 * people of the clicked tag, to choose one by one.
 */
export function TagTab({ directory, types, checkedKeys, onCheck, people }: TagTabProps) {
  const notifier = useService(NotifierId);
  const [tags, setTags] = useState<DirectoryTag[]>([]);
  const [loading, setLoading] = useState(true);
  const [tagId, setTagId] = useState<number>();

  useEffect(() => {
    let wanted = true;
    setLoading(true);
    directory.tagTree().then(
      (answer) => wanted && (setTags(answer), setLoading(false)),
      (error: unknown) => {
        if (!wanted) return;
        setTags([]);
        setLoading(false);
        notifier.error(error instanceof Error ? error.message : zhCN.memberPicker.requestFailed);
      },
    );
    return () => {
      wanted = false;
    };
  }, [directory, notifier]);

  const byKey = useMemo(() => indexTags(tags), [tags]);
  const data = useMemo(() => treeData(tags), [tags]);
  const listsPeople = types.includes('tagUser');
  const fetch = useCallback(
    (current: number, keyword: string) => (tagId === undefined ? undefined : directory.tagMembers({ tagId, name: keyword, current, size: MEMBER_PAGE_SIZE })),
    [directory, tagId],
  );

  return (
    <Row gutter={16}>
      <Col span={listsPeople ? 10 : 24}>
        <Spin spinning={loading}>
          {!loading && (
            <Tree
              checkable={types.includes('tag')}
              checkStrictly
              blockNode
              showIcon
              defaultExpandAll
              treeData={data}
              checkedKeys={{ checked: checkedKeys, halfChecked: [] }}
              selectedKeys={tagId === undefined ? [] : [String(tagId)]}
              onSelect={(_, info) => setTagId(info.selected ? Number(info.node.key) : undefined)}
              onCheck={(_, info) => {
                const tag = byKey.get(String(info.node.key));
                if (tag) onCheck(tag, info.checked);
              }}
            />
          )}
        </Spin>
      </Col>
      {listsPeople && (
        <Col span={14}>
          <MemberList key={tagId ?? 'none'} fetch={fetch} emptyText={zhCN.memberPicker.chooseTag} {...people} />
        </Col>
      )}
    </Row>
  );
}
