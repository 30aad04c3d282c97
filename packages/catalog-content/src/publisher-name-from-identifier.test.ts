import { describe, expect, it } from 'vitest';
import { identifierWords, publisherNameFromIdentifier } from './publisher-name-from-identifier.ts';
import { prepareLegalSuffixes } from './strip-legal-suffix.ts';
import { CONTENT_LEGAL_SUFFIXES } from './testing/content-legal-suffixes.ts';

const suffixes = prepareLegalSuffixes(CONTENT_LEGAL_SUFFIXES);

describe(identifierWords.name, () => {
  it.each([
    ['UniversityOfEdinburgh', ['University', 'Of', 'Edinburgh']],
    ['MonkfishXMLSoftware', ['Monkfish', 'XML', 'Software']],
    ['AOMediaCodec', ['AO', 'Media', 'Codec']],
    ['Log4OM2', ['Log4OM2']],
    ['Studio3Design', ['Studio3', 'Design']],
    ['SolarWinds', ['Solar', 'Winds']],
    ['LibreHardwareMonitor', ['Libre', 'Hardware', 'Monitor']],
    // Pieces that are not words keep the identifier whole.
    ['ChrisMcLennan', ['ChrisMcLennan']],
    ['DOSBoxStaging', ['DOSBoxStaging']],
    ['KeePassRDP', ['KeePassRDP']],
    ['CHerSun', ['CHerSun']],
    ['ItsPi3141', ['ItsPi3141']],
    ['bggRGjQaUbCoE', ['bggRGjQaUbCoE']],
    ['aiko-chan-ai', ['aiko-chan-ai']],
    ['Microsoft', ['Microsoft']],
  ])('%s → %j', (identifier, words) => {
    expect(identifierWords(identifier)).toEqual(words);
  });
});

describe(publisherNameFromIdentifier.name, () => {
  it.each([
    ['UniversityOfEdinburgh', 'University of Edinburgh', 'University Of Edinburgh'],
    ['ChrisTitusTech', 'Chris Titus Tech', 'Chris Titus Tech'],
    ['AnalysDeCircuit', 'Analys de Circuit', 'Analys De Circuit'],
    // Two words stay written together, as brands are; a legal form written onto the end goes.
    ['SolarWinds', 'SolarWinds', 'Solar Winds'],
    ['AnalogDevicesInc', 'AnalogDevices', 'Analog Devices Inc'],
    ['BlackHatSystemsGmbH', 'BlackHatSystems', 'BlackHatSystems GmbH'],
    ['AudioEaseTechGmbH', 'Audio Ease Tech', 'Audio Ease Tech GmbH'],
    ['AlroviApS', 'Alrovi', 'Alrovi ApS'],
    // "AG" is a legal form only as a capitalized word of its own.
    ['Imag', 'Imag', 'Imag'],
    ['ChrisMcLennan', 'ChrisMcLennan', 'ChrisMcLennan'],
  ])('%s → name %j, spelled %j', (identifier, name, spaced) => {
    expect(publisherNameFromIdentifier(identifier, suffixes)).toEqual({ name, spaced });
  });
});
