// SPDX-License-Identifier: GPL-2.0
/*
 * of_names.c	The compatible names of USB device-tree nodes (IEEE 1275 USB
 *		binding) and the rule that tells whether a node names the
 *		device or interface found at its port
 *
 * Plain C on descriptor fields, with no other kernel dependency, so that
 * tools can build the same code.
 */

#include <kunit/visibility.h>
#include <linux/ctype.h>
#include <linux/export.h>
#include <linux/minmax.h>
#include <linux/sprintf.h>
#include <linux/string.h>
#include <linux/usb/ch9.h>

#include "of_names.h"

static __printf(3, 4) void usb_of_add_name(char names[][USB_OF_NAME_MAX],
					    int *n, const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	vsnprintf(names[(*n)++], USB_OF_NAME_MAX, fmt, args);
	va_end(args);
}

/* the six class forms, "usbVID,class..." then "usb,class..." (or usbif) */
static void usb_of_add_class_names(char names[][USB_OF_NAME_MAX], int *n,
				   const char *prefix, u16 vid, u8 class,
				   u8 subclass, u8 protocol)
{
	usb_of_add_name(names, n, "%s%x,class%x.%x.%x", prefix, vid, class,
			subclass, protocol);
	usb_of_add_name(names, n, "%s%x,class%x.%x", prefix, vid, class,
			subclass);
	usb_of_add_name(names, n, "%s%x,class%x", prefix, vid, class);
	usb_of_add_name(names, n, "%s,class%x.%x.%x", prefix, class, subclass,
			protocol);
	usb_of_add_name(names, n, "%s,class%x.%x", prefix, class, subclass);
	usb_of_add_name(names, n, "%s,class%x", prefix, class);
}

static bool usb_of_ids_combined(const struct usb_of_ids *ids)
{
	return !ids->interface && ids->nconfigs == 1 && ids->ninterfaces == 1 &&
	       (ids->dclass == USB_CLASS_PER_INTERFACE ||
		ids->dclass == USB_CLASS_HUB);
}

/**
 * usb_of_names() - the compatible names of a USB device-tree node
 * @ids: the descriptor fields of the device or interface
 * @names: filled with the names, most specific first
 *
 * The names that the IEEE 1275 USB binding gives a node, in lower-case
 * hexadecimal without leading zeroes. A device node: "usbVID,PID.REV.configCN"
 * and "usbVID,PID.configCN" when the device has several configurations
 * (for the one in use), "usbVID,PID.REV", "usbVID,PID", the class forms
 * "usbVID,classDC.DSC.DPROTO" ... "usb,classDC" when bDeviceClass is not 0,
 * and "usb,device". A combined node (one configuration with one
 * interface, bDeviceClass 0 or 9): "usbVID,PID.REV", "usbVID,PID", the
 * device class forms when bDeviceClass is not 0, then the interface class
 * forms "usbifVID,classIC.ISC.IPROTO" ... "usbif,classIC" when
 * bInterfaceClass is not 0, and no "usb,device". An interface node:
 * "usbifVID,PID.REV.configCN.IN", "usbifVID,PID.configCN.IN" and the
 * interface class forms when bInterfaceClass is not 0.
 *
 * Return: the number of names, at most %USB_OF_NAMES_MAX.
 */
int usb_of_names(const struct usb_of_ids *ids, char names[][USB_OF_NAME_MAX])
{
	bool configs = ids->nconfigs > 1 && ids->config;
	int n = 0;

	if (ids->interface) {
		usb_of_add_name(names, &n, "usbif%x,%x.%x.config%x.%x",
				ids->vid, ids->pid, ids->rev, ids->config,
				ids->ifnum);
		usb_of_add_name(names, &n, "usbif%x,%x.config%x.%x", ids->vid,
				ids->pid, ids->config, ids->ifnum);
		if (ids->iclass)
			usb_of_add_class_names(names, &n, "usbif", ids->vid,
					       ids->iclass, ids->isubclass,
					       ids->iprotocol);
		return n;
	}

	if (configs)
		usb_of_add_name(names, &n, "usb%x,%x.%x.config%x", ids->vid,
				ids->pid, ids->rev, ids->config);
	usb_of_add_name(names, &n, "usb%x,%x.%x", ids->vid, ids->pid, ids->rev);
	if (configs)
		usb_of_add_name(names, &n, "usb%x,%x.config%x", ids->vid,
				ids->pid, ids->config);
	usb_of_add_name(names, &n, "usb%x,%x", ids->vid, ids->pid);
	if (ids->dclass)
		usb_of_add_class_names(names, &n, "usb", ids->vid, ids->dclass,
				       ids->dsubclass, ids->dprotocol);
	if (!usb_of_ids_combined(ids))
		usb_of_add_name(names, &n, "usb,device");
	else if (ids->iclass)
		usb_of_add_class_names(names, &n, "usbif", ids->vid,
				       ids->iclass, ids->isubclass,
				       ids->iprotocol);
	return n;
}
EXPORT_SYMBOL_IF_KUNIT(usb_of_names);

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
 * The numbers of a compatible name written as usb_of_names() writes them,
 * without leading zeroes: device trees in the field spell some with them
 * ("usb1a40,0101" in the Terminus FE1.1's binding and the match table of
 * onboard_usb_dev), and such a name names the same numbers. A number
 * starts the name after "usb" or "usbif", and follows ',', '.', "class"
 * and "config"; it has at most the digits of its field, as the binding's
 * pattern allows: four for VID, PID and REV, two for the class,
 * configuration and interface numbers (those after "class" or "config").
 * Return: false if a number has more digits or the result does not fit
 * in @out.
 */
static bool usb_of_name_canon(const char *name, char out[USB_OF_NAME_MAX])
{
	size_t n = strncmp(name, "usbif", 5) ? 3 : 5;
	const char *p = name + n;
	size_t width = 4, digits;

	memcpy(out, name, n);
	while (*p) {
		if (!strncmp(p, "class", 5) || !strncmp(p, "config", 6)) {
			size_t l = p[1] == 'l' ? 5 : 6;

			if (n + l >= USB_OF_NAME_MAX)
				return false;
			memcpy(out + n, p, l);
			n += l;
			p += l;
			width = 2;
		}
		for (digits = 0; isxdigit(p[digits]); digits++)
			;
		if (digits > width)
			return false;
		while (digits > 1 && *p == '0') {
			p++;
			digits--;
		}
		if (n + digits + 1 >= USB_OF_NAME_MAX)
			return false;
		memcpy(out + n, p, digits);
		n += digits;
		p += digits;
		/* the separator, or what is not a number ("device") */
		if (*p && !digits)
			out[n++] = *p++;
		else if (*p == ',' || *p == '.')
			out[n++] = *p++;
	}
	out[n] = '\0';
	return true;
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
 * "usb,device", "usbif,classIC..."); one of them must be a name of @ids
 * (usb_of_names()). So a list written out in full, which ends in
 * "usb,device", still names one device. Numbers are compared, not their
 * spelling: "usb0424,ec00" names what "usb424,ec00" names. Names that are
 * not USB names are ignored. A name that is not NUL-terminated within
 * @len is ignored; nothing is read past @len.
 *
 * Return: true if @list names @ids.
 */
bool usb_of_names_match(const struct usb_of_ids *ids, const char *list,
			size_t len)
{
	char names[USB_OF_NAMES_MAX][USB_OF_NAME_MAX], canon[USB_OF_NAME_MAX];
	bool match[USB_OF_NAME_PRODUCT + 1] = { };
	enum usb_of_name_rank rank, top = USB_OF_NAME_OTHER;
	size_t l;
	int n, i;

	n = usb_of_names(ids, names);
	for (; len; list += l + 1, len -= l + 1) {
		l = strnlen(list, len);
		if (l == len)
			break;
		rank = usb_of_name_rank(list);
		if (rank == USB_OF_NAME_OTHER)
			continue;
		top = max(top, rank);
		if (!usb_of_name_canon(list, canon))
			continue;
		for (i = 0; i < n && !match[rank]; i++)
			match[rank] = !strcmp(canon, names[i]);
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
