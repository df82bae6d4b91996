// SPDX-License-Identifier: GPL-2.0
/*
 * of_names.c	Whether the compatible of a USB device-tree node names the
 *		device or interface found at its port (IEEE 1275 USB binding)
 */

#include <kunit/visibility.h>
#include <linux/ctype.h>
#include <linux/export.h>
#include <linux/minmax.h>
#include <linux/string.h>
#include <linux/usb/ch9.h>

#include "of_names.h"

/* how specific a compatible name is; names of the highest rank decide */
enum usb_of_name_rank {
	USB_OF_NAME_OTHER,	/* not a USB name: "smsc,lan9514" */
	USB_OF_NAME_GENERIC,	/* "usb,classDC", "usb,device", "usbif,classIC" */
	USB_OF_NAME_VENDOR,	/* "usbVID,classDC", "usbifVID,classIC" */
	USB_OF_NAME_PRODUCT,	/* "usbVID,PID...", "usbifVID,PID..." */
};

static enum usb_of_name_rank usb_of_name_rank(const char *name)
{
	const char *p = name + 3;

	if (strncmp(name, "usb", 3))
		return USB_OF_NAME_OTHER;
	if (!strncmp(p, "if", 2))
		p += 2;
	if (*p == ',')
		return USB_OF_NAME_GENERIC;
	if (!isdigit(*p) && (*p < 'a' || *p > 'f'))
		return USB_OF_NAME_OTHER;
	p = strchr(p, ',');
	if (p && !strncmp(p + 1, "class", 5))
		return USB_OF_NAME_VENDOR;
	return USB_OF_NAME_PRODUCT;
}

/*
 * Compare the lower-case hexadecimal number at *@p with @val and step
 * over it. The binding writes numbers without leading zeroes, but device
 * trees in the field spell some with them ("usb1a40,0101" in the Terminus
 * FE1.1's binding and onboard_usb_dev's match table): a number has at
 * most @width digits, those of its field, and its value is what counts.
 */
static bool usb_of_num(const char **p, unsigned int width, unsigned int val)
{
	unsigned int n = 0, digits = 0;
	const char *s = *p;

	for (; isdigit(*s) || (*s >= 'a' && *s <= 'f'); s++, digits++)
		n = n * 16 + (isdigit(*s) ? *s - '0' : *s - 'a' + 10);
	*p = s;
	return digits && digits <= width && n == val;
}

/* "class" then one to three of @c, @sc, @proto, to the end of the name */
static bool usb_of_class(const char *p, u8 c, u8 sc, u8 proto)
{
	const u8 f[] = { c, sc, proto };
	int i;

	if (!c || strncmp(p, "class", 5))
		return false;
	p += 5;
	for (i = 0; i < 3; i++) {
		if (!usb_of_num(&p, 2, f[i]))
			return false;
		if (!*p)
			return true;
		if (*p++ != '.')
			return false;
	}
	return false;
}

static bool usb_of_ids_combined(const struct usb_of_ids *ids)
{
	return !ids->interface && ids->nconfigs == 1 && ids->ninterfaces == 1 &&
	       (ids->dclass == USB_CLASS_PER_INTERFACE ||
		ids->dclass == USB_CLASS_HUB);
}

/*
 * Whether @name is one of the names the IEEE 1275 USB binding gives the
 * node of @ids (the binding lists them, usb-device.yaml too). A device
 * node: "usbVID,PID[.REV][.configCN]" (the configuration forms only for a
 * device with several configurations, for the one in use), the class
 * forms "usb[VID],classDC[.DSC[.DPROTO]]" when bDeviceClass is not 0,
 * "usb,device". A combined node (one configuration with one interface,
 * bDeviceClass 0 or 9): the same, its interface's class forms
 * "usbif[VID],classIC[.ISC[.IPROTO]]" when bInterfaceClass is not 0, and
 * no "usb,device". An interface node: "usbifVID,PID[.REV].configCN.IN"
 * and its class forms.
 */
static bool usb_of_name_is(const struct usb_of_ids *ids, const char *name)
{
	bool usbif = !strncmp(name, "usbif", 5);
	const char *p = name + (usbif ? 5 : 3);
	bool vendor = *p != ',';

	if (vendor && !usb_of_num(&p, 4, ids->vid))
		return false;
	if (*p++ != ',')
		return false;

	if (!strncmp(p, "class", 5)) {
		if (usbif && (ids->interface || usb_of_ids_combined(ids)))
			return usb_of_class(p, ids->iclass, ids->isubclass,
					    ids->iprotocol);
		return !usbif && !ids->interface &&
		       usb_of_class(p, ids->dclass, ids->dsubclass,
				    ids->dprotocol);
	}
	if (!vendor)
		return !usbif && !ids->interface && !strcmp(p, "device") &&
		       !usb_of_ids_combined(ids);

	/* product names: usbif for an interface node, usb otherwise */
	if (usbif != ids->interface || !usb_of_num(&p, 4, ids->pid))
		return false;
	if (*p == '.' && strncmp(p + 1, "config", 6)) {
		p++;
		if (!usb_of_num(&p, 4, ids->rev))
			return false;
	}
	if (!ids->interface && !*p)
		return true;
	/* a configuration form, only where the configuration is known */
	if (strncmp(p, ".config", 7) ||
	    (!ids->interface && (ids->nconfigs < 2 || !ids->config)))
		return false;
	p += 7;
	if (!usb_of_num(&p, 2, ids->config))
		return false;
	if (!ids->interface)
		return !*p;
	return *p++ == '.' && usb_of_num(&p, 2, ids->ifnum) && !*p;
}

/**
 * usb_of_names_match() - whether a compatible list names a device or interface
 * @ids: the descriptor fields of the device or interface
 * @list: value of a compatible property: NUL-separated names
 * @len: length of @list in bytes
 *
 * The most specific names of @list decide: product names ("usbVID,PID...",
 * "usbifVID,PID..."), else vendor class names ("usbVID,classDC...",
 * "usbifVID,classIC..."), else generic names ("usb,classDC...",
 * "usb,device", "usbif,classIC..."); one of them must be a name the IEEE
 * 1275 USB binding gives the node of @ids. So a list written out in full,
 * which ends in "usb,device", still names one device. Numbers are
 * compared, not their spelling: "usb0424,ec00" names what "usb424,ec00"
 * names. Names that are not USB names are ignored. A name that is not
 * NUL-terminated within @len is ignored; nothing is read past @len.
 *
 * Return: true if @list names @ids.
 */
bool usb_of_names_match(const struct usb_of_ids *ids, const char *list,
			size_t len)
{
	enum usb_of_name_rank rank, top = USB_OF_NAME_OTHER;
	bool match[USB_OF_NAME_PRODUCT + 1] = { };
	size_t l;

	for (; len; list += l + 1, len -= l + 1) {
		l = strnlen(list, len);
		if (l == len)
			break;
		rank = usb_of_name_rank(list);
		top = max(top, rank);
		if (rank != USB_OF_NAME_OTHER && !match[rank])
			match[rank] = usb_of_name_is(ids, list);
	}

	return match[top];
}
EXPORT_SYMBOL_IF_KUNIT(usb_of_names_match);

/**
 * usb_of_names_usb() - whether a compatible list has a USB name at all
 * @list: value of a compatible property: NUL-separated names
 * @len: length of @list in bytes
 *
 * Only a node with a USB name ("usbVID,...", "usb,class...", "usb,device",
 * "usbifVID,...", "usbif,class...") says which device or interface it
 * describes. A node with none (no compatible, or only names such as
 * "smsc,lan9514") describes its port: LED triggers (ledtrig-usbport), OF
 * graph endpoints and the port's connect type use such nodes, and
 * whatever is plugged in is not told apart by them. A name that is not
 * NUL-terminated within @len is ignored.
 *
 * Return: true if @list has at least one USB name.
 */
bool usb_of_names_usb(const char *list, size_t len)
{
	size_t l;

	for (; len; list += l + 1, len -= l + 1) {
		l = strnlen(list, len);
		if (l == len)
			break;
		if (usb_of_name_rank(list) != USB_OF_NAME_OTHER)
			return true;
	}

	return false;
}
EXPORT_SYMBOL_IF_KUNIT(usb_of_names_usb);
