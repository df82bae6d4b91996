# shellcheck shell=bash disable=SC2046
desc="EHCI/UHCI: hub two levels deep, nodes that name their device and one that does not"
overlay=ehci-identity.dtso
qemu_args=(
	"${ich9_ehci[@]}"
	-device usb-hub,bus=ehci.0,port=1
	-device usb-hub,bus=ehci.0,port=1.3
	$(usb_net ehci.0 1.3.1 52:54:00:00:02:01)
	$(usb_net ehci.0 1.3.2 52:54:00:00:02:02)
)
