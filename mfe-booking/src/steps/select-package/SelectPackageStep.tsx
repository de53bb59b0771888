import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Flex,
  Heading,
  Skeleton,
  Stack,
  Table,
  Text,
  chakra,
  formatEuro,
  useBuildTimeForm,
  shownOnlyWhere,
  useLocale,
  useMediaMatch,
} from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { chosenPackageId, packageGradient, translated, wizardStepPath, type PackageForm, type PackageFormInput } from '@chargevalet/contract/core';
import type { Package, Service } from '@chargevalet/contract';
import { BOOKING_NS } from '../../i18n';
import { usePackages, useServices } from '../../api/catalog';
import { InfoTip } from '../../components/InfoTip';
import { WizardNav } from '../../wizard/WizardNav';
import { useWizardStore } from '../../wizard/wizardStore';

const FORM_ID = 'select-package-form';
/** The radios' name: every radio of the table and of the cards is one choice. */
const FIELD = 'package_id';

/**
 * SPEC §4 step 1: one package chosen (the contract's zod-free rule). Read from the form's radios: a choice tapped on
 * the build-time page before the app took it over is the one sent. A form of one radio group needs no form library,
 * and so this page loads none (react-hook-form, 15.8 KB gzip, comes with the later steps).
 */
function packageChosenIn(form: HTMLFormElement): PackageForm | null {
  const input: PackageFormInput = { package_id: new FormData(form).get(FIELD) as string | null };
  const id = chosenPackageId(input.package_id);
  return id === null ? null : { package_id: id };
}
/** From here the packages are a comparison table; below, one card per package. */
const WIDE = '(min-width: 768px)';

/** SPEC §2: the previously chosen package, otherwise the one flagged is_preselected. */
export function preselectedPackageId(packages: readonly Package[], previous: number | null): number | null {
  if (previous !== null && packages.some((p) => p.id === previous)) return previous;
  return packages.find((p) => p.is_preselected)?.id ?? null;
}

function Tick({ included }: { included: boolean }) {
  const { t } = useTranslation(BOOKING_NS);
  return included ? (
    <Text as="span" color="green.600" fontWeight="bold" fontSize="lg" aria-label={t('packages.included')} role="img">
      ✓
    </Text>
  ) : (
    <Text as="span" color="fg.subtle" aria-label={t('packages.notIncluded')} role="img">
      –
    </Text>
  );
}

function PopularRibbon() {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <Box
      position="absolute"
      top="0"
      insetEnd="0"
      bg="orange.400"
      color="gray.900"
      fontSize="2xs"
      fontWeight="bold"
      textTransform="uppercase"
      letterSpacing="wide"
      px="2"
      py="0.5"
      borderBottomLeftRadius="md"
      data-testid="popular-ribbon"
    >
      {t('packages.popular')}
    </Box>
  );
}

function PackageHeader({ pkg, position }: { pkg: Package; position: number }) {
  const { t } = useTranslation(BOOKING_NS);
  const { locale } = useLocale();
  const text = translated(pkg.translations, locale);
  return (
    <Box position="relative" bgImage={packageGradient(position)} color="white" px="3" pt="5" pb="3" rounded="md" overflow="hidden" data-gradient={position % 5}>
      {pkg.is_popular && <PopularRibbon />}
      {/* The package's name heads its column (its card on phones): a heading, not bold text. */}
      <Heading as="h2" fontSize="lg" fontWeight="bold" lineHeight="short" color="inherit">
        {text.title}
      </Heading>
      <Text fontSize="sm" data-testid={`package-price-${pkg.id}`}>
        {t('packages.from', { price: formatEuro(pkg.cost, locale) })}
      </Text>
      {/* 90 % white: PACKAGE_GRADIENTS keep it at 4.5:1 (tested there) */}
      <Text fontSize="xs" opacity={0.9} mt="1">
        {text.description}
      </Text>
    </Box>
  );
}

/** The chosen package and what choosing one does, for the radios of the table and of the cards. */
interface Choice {
  selected: number | null;
  choose: (id: number) => void;
}

/** The package's radio, labelled "Choose {package}". */
function PackageRadio({ pkg, choice }: { pkg: Package; choice: Choice }) {
  const checked = choice.selected === pkg.id;
  const { t } = useTranslation(BOOKING_NS);
  const { locale } = useLocale();
  const title = translated(pkg.translations, locale).title;
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="2"
      cursor="pointer"
      px="3"
      py="1.5"
      rounded="full"
      borderWidth="1px"
      borderColor={checked ? 'brand.solid' : 'border'}
      bg={checked ? 'brand.subtle' : 'bg'}
      fontWeight={checked ? 'semibold' : 'normal'}
      fontSize="sm"
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <chakra.input type="radio" name={FIELD} value={pkg.id} checked={checked} onChange={() => choice.choose(pkg.id)} accentColor="var(--chakra-colors-brand-solid)" boxSize="4" aria-label={t('packages.choose', { name: title })} />
      <span aria-hidden>{checked ? t('packages.chosen') : t('packages.chooseShort')}</span>
    </chakra.label>
  );
}

/** Whether the element's content is wider than the element (it scrolls sideways); follows resizes. */
function useOverflowsX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return overflowing;
}

function ComparisonTable({ packages, services, choice }: { packages: Package[]; services: Service[]; choice: Choice }) {
  const { t } = useTranslation(BOOKING_NS);
  const { locale } = useLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowsX(scroller);
  return (
    <>
      {overflowing && (
        <Text id="package-table-scroll-hint" fontSize="sm" color="fg.muted" mb="2" data-testid="package-table-scroll-hint">
          {t('packages.scrollHint')}
        </Text>
      )}
    <Box
      ref={scroller}
      overflowX="auto"
      // A scrolling region a keyboard can reach and scroll (axe scrollable-region-focusable); the fade at the right
      // edge shows that more packages follow.
      {...(overflowing
        ? {
            tabIndex: 0,
            role: 'region',
            'aria-label': t('packages.caption'),
            'aria-describedby': 'package-table-scroll-hint',
            boxShadow: 'inset -24px 0 16px -16px rgba(0, 0, 0, 0.25)',
            rounded: 'md',
            _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
          }
        : {})}
    >
      <Table.Root size="sm" tableLayout="fixed" minW={`${180 + packages.length * 150}px`} data-testid="package-table">
        <Table.Caption srOnly>{t('packages.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row bg="transparent">
            <Table.ColumnHeader w="180px" verticalAlign="bottom" borderBottomWidth="0">
              <Text srOnly>{t('packages.serviceColumn')}</Text>
            </Table.ColumnHeader>
            {packages.map((pkg, index) => (
              <Table.ColumnHeader key={pkg.id} scope="col" p="1" verticalAlign="top" borderBottomWidth="0">
                <PackageHeader pkg={pkg} position={index} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {services.map((service) => {
            const text = translated(service.translations, locale);
            return (
              <Table.Row key={service.id}>
                <Table.ColumnHeader scope="row" fontWeight="medium">
                  {text.title}
                  <InfoTip label={t('packages.aboutService', { name: text.title })} text={text.description} />
                </Table.ColumnHeader>
                {packages.map((pkg) => (
                  <Table.Cell key={pkg.id} textAlign="center" data-testid={`tick-${pkg.id}-${service.id}`}>
                    <Tick included={pkg.service_ids.includes(service.id)} />
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
          <Table.Row>
            <Table.ColumnHeader scope="row" fontWeight="medium">
              {t('packages.yourChoice')}
            </Table.ColumnHeader>
            {packages.map((pkg) => (
              <Table.Cell key={pkg.id} textAlign="center">
                <PackageRadio pkg={pkg} choice={choice} />
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
    </>
  );
}

/** Small screens: one card per package, services as a list with ticks. */
function PackageCards({ packages, services, choice }: { packages: Package[]; services: Service[]; choice: Choice }) {
  const { t } = useTranslation(BOOKING_NS);
  const { locale } = useLocale();
  return (
    <Stack gap="4" data-testid="package-cards">
      {packages.map((pkg, index) => (
        <Box key={pkg.id} borderWidth="2px" borderColor={choice.selected === pkg.id ? 'brand.solid' : 'border'} rounded="lg" p="2">
          <PackageHeader pkg={pkg} position={index} />
          <Stack as="ul" gap="1.5" listStyleType="none" m="0" px="2" py="3">
            {services.map((service) => {
              const text = translated(service.translations, locale);
              return (
                <Flex as="li" key={service.id} align="center" justify="space-between" gap="2" fontSize="sm">
                  <Box>
                    {text.title}
                    <InfoTip label={t('packages.aboutService', { name: text.title })} text={text.description} />
                  </Box>
                  <Tick included={pkg.service_ids.includes(service.id)} />
                </Flex>
              );
            })}
          </Stack>
          <Box px="2" pb="1">
            <PackageRadio pkg={pkg} choice={choice} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** Step 1 (SPEC §2): tip banner, package comparison, radio with the preselection rule; Cancel, Previous (disabled), Next. */
export function SelectPackageStep() {
  const { t } = useTranslation(BOOKING_NS);
  const navigate = useNavigate();
  const packages = usePackages();
  const services = useServices();
  const storedId = useWizardStore((s) => s.packageId);
  const setPackage = useWizardStore((s) => s.setPackage);
  // Each layout is shown at its width by CSS; `wide` only drops the one not shown (undefined while the build-time
  // page hydrates: it holds both).
  const wide = useMediaMatch(WIDE);
  const [selected, setSelected] = useState<number | null>(storedId);
  // "Next" without a package chosen; choosing one clears it.
  const [missing, setMissing] = useState(false);
  const buildTimeForm = useBuildTimeForm();

  const noPackage = storedId === null;
  // Preselection once the packages are there: the previous choice, otherwise is_preselected.
  useEffect(() => {
    if (!packages.data) return;
    const id = preselectedPackageId(packages.data, useWizardStore.getState().packageId);
    if (id === null) return;
    setSelected(id);
    if (useWizardStore.getState().packageId === null) setPackage(id);
    // storedId === null again after "Cancel order": preselect anew.
  }, [packages.data, setPackage, noPackage]);

  const choice: Choice = {
    selected,
    choose: (id) => {
      setSelected(id);
      setMissing(false);
      // SPEC §4: choosing a different package (after the car details were filled in for the previous one) clears
      // the discount code and goes to the car details, whose options belong to the package.
      const hadCarDetails = Boolean(useWizardStore.getState().car);
      if (setPackage(id) && hadCarDetails) navigate(wizardStepPath('car-and-order-details'));
    },
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = packageChosenIn(event.currentTarget);
    setMissing(chosen === null);
    if (chosen === null) return;
    setPackage(chosen.package_id);
    navigate(wizardStepPath('car-and-order-details'));
  };

  const loading = packages.isPending || services.isPending;
  const failed = packages.isError || services.isError;
  return (
    <form {...buildTimeForm} id={FORM_ID} onSubmit={onSubmit} noValidate>
      <Alert.Root status="info" mb="6" rounded="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('packages.tipTitle')}</Alert.Title>
          <Alert.Description>{t('packages.tip')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Box as="fieldset" border="0" p="0" m="0" minW="0" aria-invalid={missing}>
        <Box as="legend" srOnly>
          {t('packages.legend')}
        </Box>
        {loading && <Skeleton h="300px" rounded="md" />}
        {failed && (
          <Alert.Root status="error" rounded="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{t('packages.loadFailed')}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void Promise.all([packages.refetch(), services.refetch()])}>
              {t('retry')}
            </Button>
          </Alert.Root>
        )}
        {packages.data && services.data && wide !== false && (
          <Box css={shownOnlyWhere(WIDE, true)}>
            <ComparisonTable packages={packages.data} services={services.data} choice={choice} />
          </Box>
        )}
        {packages.data && services.data && wide !== true && (
          <Box css={shownOnlyWhere(WIDE, false)}>
            <PackageCards packages={packages.data} services={services.data} choice={choice} />
          </Box>
        )}
        {missing && (
          <Text color="fg.error" fontSize="sm" mt="2" role="alert">
            {t('packages.required')}
          </Text>
        )}
      </Box>
      <WizardNav formId={FORM_ID} />
    </form>
  );
}
