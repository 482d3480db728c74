import { describe, expect, it } from 'vitest';
import { aShiftType } from '@/test/shift-types.ts';
import {
  applyPreset,
  skillGroups,
  withSkillRows,
  bodyOf,
  digitsOnly,
  formOf,
  newShiftTypeForm,
  requirementText,
  validateShiftType,
  type ShiftTypeForm,
} from './shift-type-form.ts';

const valid = (changes: Partial<ShiftTypeForm> = {}): ShiftTypeForm => ({
  ...newShiftTypeForm(),
  name: 'Night',
  start_time: '22:00',
  ...changes,
});

const NIGHT = aShiftType({
  id: 's1',
  name: 'Night',
  start_time: '22:00',
  position_labels: { '1': 'Lead' },
  requirements: [
    { day_of_week: null, employees_needed: 2 },
    { day_of_week: 6, employees_needed: 3 },
  ],
});

describe('the shift type form model', () => {
  it('starts at 8 hours, active, 1 employee every day', () => {
    expect(bodyOf(valid())).toEqual({
      name: 'Night',
      start_time: '22:00',
      duration_hours: 8,
      is_active: true,
      requirements: [{ day_of_week: null, employees_needed: 1 }],
      position_labels: {},
      location_id: null,
    });
  });

  it('gives the texts of docs/product/validation.md#shift-types for a missing name, start time, and a duration off the half-hour grid', () => {
    expect(validateShiftType(valid({ name: '  ', start_time: '', shift_duration: '0.25' }))).toEqual({
      name: 'Shift name is required',
      start_time: 'Start time is required',
      shift_duration: 'Duration must be between 0.5 and 24 hours, in steps of 0.5',
    });
    expect(validateShiftType(valid({ shift_duration: '24.5' })).shift_duration).toBe(
      'Duration must be between 0.5 and 24 hours, in steps of 0.5',
    );
    expect(validateShiftType(valid({ shift_duration: '0.5' }))).toEqual({});
    expect(validateShiftType(valid({ shift_duration: '' })).shift_duration).toBeDefined();
  });

  it('refuses more than 50 employees on any day, and keeps only digits in a count', () => {
    expect(validateShiftType(valid({ employees_needed: '51' })).employees_needed).toBe('Employee count cannot exceed 50');
    expect(validateShiftType(valid({ employees_needed: '' })).employees_needed).toBe('Employee count must be a whole number');
    const daily = applyPreset(valid(), 'All Days');
    expect(validateShiftType({ ...daily, daily_requirements: ['1', '1', '1', '99', '1', '1', '1'] })).toEqual({
      'day-3': 'Employee count cannot exceed 50',
    });
    expect(digitsOnly('-1.5e2')).toBe('152');
  });

  it('applies the presets: All Days, Weekdays (Monday to Friday), Weekends (Saturday and Sunday)', () => {
    const form = valid({ employees_needed: '3' });
    expect(applyPreset(form, 'All Days').daily_requirements).toEqual(['3', '3', '3', '3', '3', '3', '3']);
    expect(applyPreset(form, 'Weekdays').daily_requirements).toEqual(['0', '3', '3', '3', '3', '3', '0']);
    expect(applyPreset(form, 'Weekends').daily_requirements).toEqual(['3', '0', '0', '0', '0', '0', '3']);
  });

  it('sends seven equal day counts as one all-days requirement, different ones day by day', () => {
    expect(bodyOf(applyPreset(valid({ employees_needed: '2' }), 'All Days')).requirements).toEqual([
      { day_of_week: null, employees_needed: 2 },
    ]);
    expect(bodyOf(applyPreset(valid({ employees_needed: '2' }), 'Weekends')).requirements).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, employees_needed: day === 0 || day === 6 ? 2 : 0 })),
    );
  });

  it('checks position labels: 1 to 50, not above the most employees any day needs, text required and trimmed', () => {
    const labelled = (position: string, text: string, needed = '2') =>
      validateShiftType(valid({ employees_needed: needed, position_labels: [{ position, text }] }));
    expect(labelled('0', 'Lead')).toEqual({ 'label-0-position': 'Position must be a number between 1 and 50' });
    expect(labelled('51', 'Lead', '50')).toEqual({ 'label-0-position': 'Position must be a number between 1 and 50' });
    expect(labelled('3', 'Lead')).toEqual({ 'label-0-position': 'Position must be a number between 1 and 2' });
    expect(labelled('1', '   ')).toEqual({ 'label-0-text': 'Label text cannot be empty' });
    expect(labelled('1', 'x'.repeat(51))).toEqual({ 'label-0-text': 'Must be no more than 50 characters' });
    expect(
      bodyOf(
        valid({
          employees_needed: '2',
          position_labels: [
            { position: '2', text: ' Runner ' },
            { position: '1', text: 'Lead' },
          ],
        }),
      ).position_labels,
    ).toEqual({ '1': 'Lead', '2': 'Runner' });
  });

  it('edits a stored shift type day by day when it has weekday entries, and says so back unchanged', () => {
    const form = formOf(NIGHT);
    expect(form).toMatchObject({
      use_daily_requirements: true,
      employees_needed: '2',
      daily_requirements: ['2', '2', '2', '2', '2', '2', '3'],
    });
    expect(bodyOf(form)).toMatchObject({ position_labels: { '1': 'Lead' }, duration_hours: 8 });
    expect(formOf({ ...NIGHT, requirements: [{ day_of_week: null, employees_needed: 4 }] })).toMatchObject({
      use_daily_requirements: false,
      employees_needed: '4',
    });
  });

  it('keeps a holiday count apart from the weekdays, and none means holidays are staffed like Sundays', () => {
    const withHoliday = {
      ...NIGHT,
      requirements: [
        { day_of_week: null, employees_needed: 4 },
        { day_of_week: 'holiday' as const, employees_needed: 1 },
      ],
    };
    const form = formOf(withHoliday);
    expect(form).toMatchObject({ use_daily_requirements: false, employees_needed: '4', holiday_requirement: '1' });
    expect(bodyOf(form).requirements).toEqual(withHoliday.requirements);
    expect(bodyOf({ ...form, holiday_requirement: '' }).requirements).toEqual([{ day_of_week: null, employees_needed: 4 }]);
    expect(formOf(NIGHT).holiday_requirement).toBe('');
    expect(validateShiftType(valid({ holiday_requirement: '51' }))).toEqual({ holiday: 'Employee count cannot exceed 50' });
    expect(requirementText(withHoliday.requirements)).toBe('4');
  });

  it('shows a single all-days value as is, anything else as the daily average with one decimal', () => {
    expect(requirementText([{ day_of_week: null, employees_needed: 3 }])).toBe('3');
    expect(requirementText(NIGHT.requirements)).toBe('~2.1');
    expect(requirementText([1, 2, 3, 4, 5].map((day) => ({ day_of_week: day, employees_needed: 2 })))).toBe('~1.4');
  });
});

describe('skill minimums on the requirement rows', () => {
  const RN = { skill_id: 'rn', min_count: 1 };
  const nurses = (count: string) => [{ skill_id: 'rn', min_count: count }];

  it('reads a shift type’s minimums per row and sends them back on the same rows', () => {
    const night = aShiftType({
      id: 's1',
      name: 'Night',
      start_time: '22:00',
      requirements: [
        { day_of_week: null, employees_needed: 3, skills: [RN] },
        { day_of_week: 6, employees_needed: 4, skills: [{ skill_id: 'rn', min_count: 2 }] },
        { day_of_week: 'holiday', employees_needed: 2 },
      ],
    });
    const form = formOf(night);
    expect(form.day_skills.map((rows) => rows.map((row) => row.min_count))).toEqual([['1'], ['1'], ['1'], ['1'], ['1'], ['1'], ['2']]);
    expect(bodyOf(form).requirements).toEqual([
      ...[0, 1, 2, 3, 4, 5].map((day_of_week) => ({ day_of_week, employees_needed: 3, skills: [RN] })),
      { day_of_week: 6, employees_needed: 4, skills: [{ skill_id: 'rn', min_count: 2 }] },
      { day_of_week: 'holiday', employees_needed: 2 },
    ]);
  });

  it('keeps one all-days row while every day asks the same, and gives every day the minimums edited for every day', () => {
    const form = withSkillRows(valid({ employees_needed: '3' }), 'all', nurses('1'));
    expect(bodyOf(form).requirements).toEqual([{ day_of_week: null, employees_needed: 3, skills: [RN] }]);
    const daily = withSkillRows(applyPreset(form, 'All Days'), '0', []);
    expect(bodyOf(daily).requirements[0]).toEqual({ day_of_week: 0, employees_needed: 3 });
    expect(bodyOf(daily).requirements[1]).toEqual({ day_of_week: 1, employees_needed: 3, skills: [RN] });
  });

  it('edits a holiday row’s minimums only once holidays have a count of their own', () => {
    expect(skillGroups(valid()).map((group) => group.label)).toEqual(['Every day']);
    const holiday = withSkillRows(valid({ holiday_requirement: '2' }), 'holiday', nurses('2'));
    expect(skillGroups(holiday).map((group) => group.label)).toEqual(['Every day', 'On holidays']);
    expect(bodyOf(holiday).requirements.at(-1)).toEqual({
      day_of_week: 'holiday',
      employees_needed: 2,
      skills: [{ skill_id: 'rn', min_count: 2 }],
    });
  });

  it('refuses a minimum that is not a whole number of at least 1, above the row’s employees needed, or a skill twice', () => {
    const form = (rows: { skill_id: string; min_count: string }[]) =>
      validateShiftType(withSkillRows(valid({ employees_needed: '2' }), 'all', rows));
    expect(form(nurses(''))).toEqual({ 'skill-all-0': 'min_count must be a whole number of at least 1' });
    expect(form(nurses('0'))).toEqual({ 'skill-all-0': 'min_count must be a whole number of at least 1' });
    expect(form(nurses('3'))).toEqual({ 'skill-all-0': 'min_count cannot be more than employees_needed' });
    expect(form([...nurses('1'), ...nurses('2')])).toEqual({ 'skill-all-1': 'Each skill can be listed only once' });
    expect(form(nurses('2'))).toEqual({});
  });
});
