/**
 * The Chakra UI components the product uses, imported by their deep paths
 * (never the `@chakra-ui/react` root, which would pull in the whole library).
 * Every name here ships with every remote page, because a federated shared
 * module keeps all its exports (the shell's own pages carry only the ones they
 * use: this file is a side-effect-free barrel in the shell's build,
 * shared/build/webpack-app.cjs): add one only when a page needs it, and give it its recipe
 * in `system.ts` (`system.test.ts` checks that). Overlays (`Drawer`, `Dialog`,
 * `Portal`) are in `@interim/shared/ui/overlays`, loaded only when opened.
 */

/** Layout primitive: a `div` with style props. */
export { Box, type BoxProps } from '@chakra-ui/react/box';
/** Flexbox container. */
export { Flex, type FlexProps } from '@chakra-ui/react/flex';
/** Vertical or horizontal stack with gaps. */
export { Stack, HStack, VStack, type StackProps } from '@chakra-ui/react/stack';
/** CSS grid container and item. */
export { Grid, GridItem } from '@chakra-ui/react/grid';
/** Responsive grid of equal columns. */
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
/** Centers its child. */
export { Center } from '@chakra-ui/react/center';
/** Wrapping row of items. */
export { Wrap, WrapItem } from '@chakra-ui/react/wrap';
/** Page-width container (recipe `container`). */
export { Container, type ContainerProps } from '@chakra-ui/react/container';
/** Heading (recipe `heading`). */
export { Heading, type HeadingProps } from '@chakra-ui/react/heading';
/** Paragraph text. */
export { Text, type TextProps } from '@chakra-ui/react/text';
/** Inline text. */
export { Span } from '@chakra-ui/react/span';
/** Inline strong text. */
export { Strong } from '@chakra-ui/react/strong';
/** Anchor (recipe `link`); use `RouterLink` for paths inside the site. */
export { Link, LinkBox, LinkOverlay, type LinkProps } from '@chakra-ui/react/link';
/** Buttons (recipe `button`). */
export { Button, IconButton, CloseButton, type ButtonProps, type IconButtonProps } from '@chakra-ui/react/button';
/** Text input (recipe `input`); forms use `TextField`. */
export { Input, type InputProps } from '@chakra-ui/react/input';
/** Text input outside a form field (recipe `input`, no field context): label it yourself. */
export { StandaloneInput } from './standalone-input';
/** Multi-line input (recipe `textarea`); forms use `TextareaField`. */
export { Textarea } from '@chakra-ui/react/textarea';
/** Native select (slot recipe `nativeSelect`, brought by its root); forms use `SelectField`. */
export { NativeSelect } from './native-select';
/** Parts of a Chakra slot-recipe component whose root brings its own recipe (not in the system). */
export { withOwnRecipe } from './own-recipe';
/** Form field parts (slot recipe `field`) for custom controls. */
export { Field } from '@chakra-ui/react/field';
/** Small label (recipe `badge`). */
export { Badge, type BadgeProps } from '@chakra-ui/react/badge';
/** Loading indicator (recipe `spinner`); pages use `PageSpinner`. */
export { Spinner } from '@chakra-ui/react/spinner';
/** Loading placeholders (recipe `skeleton`). */
export { Skeleton, SkeletonText, SkeletonCircle } from '@chakra-ui/react/skeleton';
/** Horizontal or vertical rule (recipe `separator`). */
export { Separator } from '@chakra-ui/react/separator';
/** Card parts (slot recipe `card`). */
export { Card } from '@chakra-ui/react/card';
/** Alert parts (slot recipe `alert`). */
export { Alert } from '@chakra-ui/react/alert';
/** Bullet and numbered lists (slot recipe `list`). */
export { List } from '@chakra-ui/react/list';
/** Image with style props. */
export { Image } from '@chakra-ui/react/image';
/** Content for screen readers only. */
export { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
/** SVG icon wrapper (recipe `icon`) and icon factory. */
export { Icon, createIcon, type IconProps } from '@chakra-ui/react/icon';
/** The style-props factory: `chakra.a`, `chakra(Component)`. */
export { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';
