export {
  DataTable,
  DEFAULT_PAGE_SIZE,
  INDEX_COLUMN_WIDTH,
  PAGE_SIZE_OPTIONS,
  type DataTableHandle,
  type DataTablePage,
  type DataTableProps,
  type DataTableQuery,
  type DataTableRowDrag,
  type DataTableSelection,
} from './DataTable.tsx';
export { ColumnLayout, OPERATION_COLUMN, columnIdOf, type DataTableColumn, type FixedSide, type SavedColumn } from './ColumnLayout.ts';
export { ColumnLayoutStore } from './ColumnLayoutStore.ts';
export { useColumnLayout, type ColumnLayoutState } from './useColumnLayout.ts';
export { useTableSearch, type TableSearch } from './useTableSearch.ts';
export { ColumnSettings, type ColumnSettingsProps } from './ColumnSettings.tsx';
export { DensitySwitch, type DensitySwitchProps, type TableDensity } from './DensitySwitch.tsx';
export { FullscreenToggle, type FullscreenToggleProps } from './FullscreenToggle.tsx';
export { TableToolbar, type TableToolbarProps } from './TableToolbar.tsx';
export { RowActions, MAX_ROW_ACTIONS, type RowAction, type RowActionsProps } from './RowActions.tsx';
export { useDeleteConfirm, type DeleteConfirm, type DeleteConfirmOptions } from './DeleteConfirm.tsx';
export { reorderRows, type DropPosition, type RowMove, type RowReorderOptions } from './RowReorder.ts';
export { TableDragReorder, DraggableRow, RowDragHandle, DRAG_HANDLE_WIDTH, DRAG_THROTTLE_MS } from './TableDragReorder.tsx';
export { SearchForm, foldedFieldCount, type SearchFormHandle, type SearchFormProps, type SearchValues } from './SearchForm.tsx';
export {
  SearchField,
  DEFAULT_DATE_FORMAT,
  DEFAULT_FIELD_SPAN,
  RANGE_PICKER_SPAN,
  SEARCH_TEXT_MAX_LENGTH,
  type SearchDateType,
  type SearchFieldConfig,
  type SearchFieldOption,
  type SearchFieldType,
  type SearchFormItem,
} from './SearchField.tsx';
export { RangeInput, type NumberRange, type RangeInputProps } from './RangeInput.tsx';
export { fnv1a } from './fnv1a.ts';
export {
  MemberPicker,
  ADMIN_USER_ID,
  MEMBER_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  emptyPickerValue,
  isExpression,
  visibleScopeOf,
  type MemberPickerProps,
  type MemberPickerValue,
  type MemberType,
  type PickedCompany,
  type PickedDept,
  type PickedRole,
  type PickedTag,
  type PickedUser,
} from './member-picker/index.ts';
export { zhCN as uiZhCN } from './zhCN.ts';
export { Permission, holdsAnyPermission, usePermission } from './permission/Permission.tsx';
export { timeAgo } from './TimeAgo.ts';
export { abbreviateNumber } from './NumberAbbreviation.ts';
export { TagInput, TAG_DISPLAY_LIMIT, withTag, type TagInputProps } from './TagInput.tsx';
export { RichTextEditor, type RichTextEditorProps } from './rich-text/RichTextEditor.tsx';
export { RichTextView } from './rich-text/RichTextView.tsx';
