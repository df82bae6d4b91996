// SPDX-License-Identifier: GPL-2.0
/*
 * The IEEE 1275 names of a USB node, generated: what "usbdt gen" writes
 * and the checks suggest. The kernel only matches names
 * (drivers/usb/core/of_names.c, included before this file by
 * kernel_names.c, which gives usb_of_ids_combined()); this is the name
 * builder an earlier version of that file had, kept here.
 */
#include <stdarg.h>

/* the longest name: "usbifffff,ffff.ffff.configff.ff" */
#define USB_OF_NAME_MAX		32
/* a combined node: two id names, six device and six interface class names */
#define USB_OF_NAMES_MAX	14

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
