import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
} from "react-aria-components";
import { cx } from "@shop/styled-system/css";
import { select } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";
import type { SelectProps } from "./Select.tsx";

/** `Select` once hydrated: react-aria's button and listbox popover (loaded on demand by `Select`). */
export default function EnhancedSelect({
  label,
  options,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  className,
  ...props
}: SelectProps) {
  const styles = select();
  return (
    <AriaSelect
      {...props}
      value={value}
      defaultValue={defaultValue}
      onChange={(key: Key | null) => key !== null && onChange?.(String(key))}
      className={cx(styles.root, className)}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.control}>
        <Button className={styles.trigger}>
          <SelectValue className={styles.value} />
        </Button>
        <Icon name="chevron-down" className={styles.chevron} />
      </div>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listbox} items={options}>
          {(option) => (
            <ListBoxItem
              id={option.value}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={styles.item}
            >
              {option.label}
              <Icon name="check" size="sm" className={styles.check} />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
