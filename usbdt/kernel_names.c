// SPDX-License-Identifier: GPL-2.0
/*
 * The identity rule of a USB node, from the kernel:
 * drivers/usb/core/of_names.c, the code the USB core runs, built here
 * through the host shim of tests/intree/shim (it maps the few kernel
 * headers it uses to the C library). usbdt keeps no copy of the rule:
 * usb_names() and usb_compat_identity() only translate its descriptor
 * fields. tests/test_compat.c still checks both against every vector of
 * drivers/usb/core/of_kunit_vectors.h, as the kernel's KUnit suite does.
 */
#include "../tests/intree/shim/kernel.h"
#include "../drivers/usb/core/of_names.c"
#include "names_gen.c"

#include "usbdt.h"

_Static_assert(USB_NAMES_MAX >= USB_OF_NAMES_MAX, "raise USB_NAMES_MAX");
_Static_assert(sizeof(((struct usb_names *)0)->s[0]) == USB_OF_NAME_MAX,
	       "struct usb_names holds the kernel's names");

static struct usb_of_ids of_ids(const struct usb_ids *d, enum usb_level lvl)
{
	return (struct usb_of_ids){
		.vid = (u16)d->vid, .pid = (u16)d->pid, .rev = (u16)d->rev,
		.dclass = (u8)d->cls, .dsubclass = (u8)d->sub,
		.dprotocol = (u8)d->proto, .nconfigs = (u8)d->ncfg,
		.config = (u8)d->cfg, .ninterfaces = (u8)d->nif,
		.ifnum = (u8)d->ifn, .iclass = (u8)d->icls,
		.isubclass = (u8)d->isub, .iprotocol = (u8)d->iproto,
		.interface = lvl == USB_LEVEL_IF,
	};
}

bool usb_ids_combined(const struct usb_ids *d)
{
	struct usb_of_ids ids = of_ids(d, USB_LEVEL_DEV);

	return usb_of_ids_combined(&ids);
}

int usb_names(const struct usb_ids *d, enum usb_level lvl, struct usb_names *n)
{
	struct usb_of_ids ids = of_ids(d, lvl);

	n->n = usb_of_names(&ids, n->s);
	return n->n;
}

bool usb_compat_identity(const char *list, int len, const struct usb_ids *d,
			 enum usb_level lvl)
{
	struct usb_of_ids ids = of_ids(d, lvl);

	return list && len > 0 && usb_of_names_match(&ids, list, (size_t)len);
}
