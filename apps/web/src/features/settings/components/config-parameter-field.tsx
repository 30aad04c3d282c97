import { Group, Input, NumberInput, Slider, Switch, Text, TextInput } from '@mantine/core';
import { SETTINGS_SLIDER_STEP } from '@rnorm/contracts';
import { clampToRange, type ShownParameter } from '../settings-rules.ts';

/**
 * One setting: its Description as the label, its name below, and its value in a disabled control of its type
 * (spec sections 2, 3 and 5): a switch for Boolean, a whole-number input for Int, a slider within Min and Max for
 * DisplayType Slider, a text field otherwise.
 */
export function ConfigParameterField({ name, parameter, value }: ShownParameter) {
  const label = parameter.Description || name;
  const description = (
    <Text component="span" fz="xs" ff="monospace" c="dimmed">
      {name}
    </Text>
  );

  if (parameter.DisplayType === 'Slider' && typeof value === 'number') {
    const min = parameter.Min ?? 0;
    const max = parameter.Max ?? 1;
    return (
      <Input.Wrapper label={label} description={description}>
        <Group gap="md" wrap="nowrap" mt={6}>
          <Slider
            flex={1}
            min={min}
            max={max}
            step={SETTINGS_SLIDER_STEP}
            value={clampToRange(value, min, max)}
            thumbLabel={label}
            label={null}
            disabled
          />
          <Text fz="sm" fw={500} miw={40} ta="right" data-testid={`setting-value-${name}`}>
            {value}
          </Text>
        </Group>
      </Input.Wrapper>
    );
  }
  if (parameter.Type === 'Boolean' && typeof value === 'boolean') {
    return <Switch label={label} description={description} checked={value} readOnly disabled />;
  }
  if (parameter.Type === 'Int' && typeof value === 'number') {
    return (
      <NumberInput
        label={label}
        description={description}
        value={value}
        allowDecimal={false}
        thousandSeparator=","
        hideControls
        readOnly
        disabled
      />
    );
  }
  return <TextInput label={label} description={description} value={String(value)} readOnly disabled />;
}
