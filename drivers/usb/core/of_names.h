/* SPDX-License-Identifier: GPL-2.0 */
#ifndef __USB_CORE_OF_NAMES_H
#define __USB_CORE_OF_NAMES_H

#include <linux/types.h>

/*
 * Whether the compatible of a USB device-tree node names the device or
 * interface found at its port (of_names.c, IEEE 1275 USB binding).
 */

/**
 * struct usb_of_ids - the descriptor fields a node's names are made of
 * @vid: idVendor
 * @pid: idProduct
 * @rev: bcdDevice
 * @dclass: bDeviceClass
 * @dsubclass: bDeviceSubClass
 * @dprotocol: bDeviceProtocol
 * @nconfigs: bNumConfigurations
 * @config: bConfigurationValue of the configuration the node describes;
 *	0 while it is not known (the configuration names are left out)
 * @ninterfaces: bNumInterfaces of that configuration
 * @ifnum: bInterfaceNumber of the interface (interface node), or of the
 *	sole interface (combined node)
 * @iclass: its bInterfaceClass
 * @isubclass: its bInterfaceSubClass
 * @iprotocol: its bInterfaceProtocol
 * @interface: the names of an interface node, not of a device or
 *	combined node
 */
struct usb_of_ids {
	u16 vid, pid, rev;
	u8 dclass, dsubclass, dprotocol;
	u8 nconfigs, config, ninterfaces;
	u8 ifnum, iclass, isubclass, iprotocol;
	bool interface;
};

bool usb_of_names_match(const struct usb_of_ids *ids, const char *list,
			size_t len);
bool usb_of_names_usb(const char *list, size_t len);

#endif /* __USB_CORE_OF_NAMES_H */
